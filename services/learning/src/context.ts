import type { createAuthGuards, Database, OutboxRelay } from '@academy/kit';
import type * as schema from './db/schema.ts';

/** What every route of the service works with. */
export interface LearningContext {
  db: Database<typeof schema>;
  relay: OutboxRelay;
  guards: ReturnType<typeof createAuthGuards>;
}

export type LearningDb = LearningContext['db'];
