import type { createAuthGuards, Database, ObjectStore, OutboxRelay } from '@academy/kit';
import type { SessionIssuer } from './commands/issue-session.ts';
import type { Config } from './config.ts';
import type * as schema from './db/schema.ts';

/** What the auth service's routes work with. */
export interface AuthContext {
  config: Config;
  db: Database<typeof schema>;
  relay: OutboxRelay;
  guards: ReturnType<typeof createAuthGuards>;
  sessions: SessionIssuer;
  store: ObjectStore;
}
