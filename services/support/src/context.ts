import type { ServiceContext } from '@academy/kit';
import type * as schema from './db/schema.ts';

/** What every route and command of the service works with. */
export type SupportContext = ServiceContext<typeof schema>;

export type SupportDb = SupportContext['db'];
