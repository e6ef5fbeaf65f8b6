import type { ObjectStore, ServiceContext } from '@academy/kit';
import type { Config } from './config.ts';
import type * as schema from './db/schema.ts';

/** What every route of the service works with. */
export interface CertificateContext extends ServiceContext<typeof schema> {
  config: Config;
  store: ObjectStore;
}

export type CertificateDb = CertificateContext['db'];
