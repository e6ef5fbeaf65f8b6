import { sql } from 'drizzle-orm';
import type { IndexColumn, PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
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

/**
 * `upsert` for a copy whose events may arrive out of order (a redelivery, a registration delivered after
 * an update): the row held changes only when the incoming `changedAt` (the event's `occurredAt`) is at
 * least as new as its own, so an older state never overwrites a newer one.
 */
export const upsertUnlessNewer = <T extends PgTable>(
  tx: Executor,
  table: T,
  target: IndexColumn,
  changedAt: PgColumn,
  row: PgInsertValue<T>,
  set: PgUpdateSetSource<T>,
) =>
  tx
    .insert(table)
    .values(row)
    .onConflictDoUpdate({
      target,
      set,
      setWhere: sql`${changedAt} <= excluded.${sql.identifier(changedAt.name)}`,
    });
