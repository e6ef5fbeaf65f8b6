import type { createAuthGuards, Database, ObjectStore, OutboxRelay } from '@academy/kit';
import type { Config } from './config.ts';
import type * as schema from './db/schema.ts';

/** What every route of the service works with. */
export interface CertificateContext {
  config: Config;
  db: Database<typeof schema>;
  relay: OutboxRelay;
  store: ObjectStore;
  guards: ReturnType<typeof createAuthGuards>;
}

export type CertificateDb = CertificateContext['db'];
