import type { Database } from '@academy/kit';
import type * as schema from './schema.ts';

/** The catalogue's database handle, typed by its schema: what commands, queries and the seed read and write through. */
export type CatalogueDb = Database<typeof schema>;
