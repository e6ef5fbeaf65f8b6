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
const upsertUnlessNewer = <T extends PgTable>(
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

/** A copy of another context's data kept per user, stamped with the `occurredAt` it came from. */
export type UserCopy = PgTable & { userId: PgColumn; changedAt: PgColumn };

/**
 * Keeps `state` as the user's row of `table`, unless the row already holds a newer event's state: the one
 * way a service keeps a per-user copy (a learner's name, a billing cycle) from another context's events.
 */
/** What a copy keeps of a user: its table's columns but the key and the stamp. */
export type UserCopyState<T extends UserCopy> = Omit<PgInsertValue<T>, 'userId' | 'changedAt'>;

export const keepUserCopy = <T extends UserCopy>(
  tx: Executor,
  table: T,
  event: { userId: string; occurredAt: string },
  state: UserCopyState<T>,
) => {
  const stamped = { ...state, changedAt: new Date(event.occurredAt) };
  return upsertUnlessNewer(
    tx,
    table,
    table.userId,
    table.changedAt,
    { userId: event.userId, ...stamped } as PgInsertValue<T>,
    stamped as PgUpdateSetSource<T>,
  );
};
