import type { createAuthGuards, Database, OutboxRelay } from '@academy/kit';
import type * as schema from './db/schema.ts';

/** What every route and command of the service works with. */
export interface CartContext {
  db: Database<typeof schema>;
  relay: OutboxRelay;
  guards: ReturnType<typeof createAuthGuards>;
}

export type CartDb = CartContext['db'];
