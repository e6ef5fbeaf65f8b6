import type { IndexColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../outbox.ts';

/**
 * Writes `row`, or brings the row that already holds its `target` key up to `set`: how a service
 * keeps its copy of another context's data from every version an event carries.
 */
export const upsert = <T extends PgTable>(
  tx: Executor,
  table: T,
  target: IndexColumn,
  row: PgInsertValue<T>,
  set: PgUpdateSetSource<T>,
) => tx.insert(table).values(row).onConflictDoUpdate({ target, set });
