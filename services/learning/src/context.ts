import type { ServiceContext } from '@academy/kit';
import type * as schema from './db/schema.ts';

/** What every route of the service works with. */
export type LearningContext = ServiceContext<typeof schema>;

export type LearningDb = LearningContext['db'];
