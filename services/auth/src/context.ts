import type { ObjectStore, ServiceContext } from '@academy/kit';
import type { SessionIssuer } from './commands/issue-session.ts';
import type { Config } from './config.ts';
import type * as schema from './db/schema.ts';
import type { PasswordHashing } from './domain/password-hashing.ts';

/** What the auth service's routes work with. */
export interface AuthContext extends ServiceContext<typeof schema> {
  config: Config;
  sessions: SessionIssuer;
  passwords: PasswordHashing;
  store: ObjectStore;
}
