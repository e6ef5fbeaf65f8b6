import { and, type SQL, sql } from 'drizzle-orm';
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
 * A copy of another context's rows whose events may arrive out of order: a redelivery, or a state
 * announced by two events with separate consumers (a course's `published` and `updated`, an account's
 * `registered` and `updated`). `changed_at` is the `occurredAt` of the event its state came from.
 */
export type StampedCopy = PgTable & { changedAt: PgColumn };

/** A row's state as a copy keeps it: its columns but the stamp, which the event gives. */
export type CopyState<T extends StampedCopy> = Omit<PgInsertValue<T>, 'changedAt'>;

/**
 * Keeps `row` (its `key` included) as the copy's row of that key, unless the row held already comes from
 * a newer event: an older state never overwrites a newer one.
 */
export const keepNewerCopy = <T extends StampedCopy>(
  tx: Executor,
  table: T,
  key: IndexColumn | IndexColumn[],
  row: CopyState<T>,
  occurredAt: string,
) => {
  const stamped = { ...row, changedAt: new Date(occurredAt) } as PgInsertValue<T>;
  return tx
    .insert(table)
    .values(stamped)
    .onConflictDoUpdate({
      target: key,
      set: stamped as PgUpdateSetSource<T>,
      setWhere: sql`${table.changedAt} <= excluded.${sql.identifier(table.changedAt.name)}`,
    });
};

/**
 * Changes the copy's rows `where` selects to `set`, but only those whose state is not newer than the
 * event's: a deletion announced before a late older update still wins over it.
 */
export const changeNewerCopy = <T extends StampedCopy>(
  tx: Executor,
  table: T,
  where: SQL | undefined,
  set: PgUpdateSetSource<T>,
  occurredAt: string,
) => {
  const changedAt = new Date(occurredAt);
  return tx
    .update(table)
    .set({ ...set, changedAt } as PgUpdateSetSource<T>)
    .where(and(where, sql`${table.changedAt} <= ${changedAt}`));
};

/** A copy of another context's data kept per user. */
export type UserCopy = StampedCopy & { userId: PgColumn };

/** What a copy keeps of a user: its table's columns but the key and the stamp. */
export type UserCopyState<T extends UserCopy> = Omit<PgInsertValue<T>, 'userId' | 'changedAt'>;

/**
 * Keeps `state` as the user's row of `table`, unless the row already holds a newer event's state: the one
 * way a service keeps a per-user copy (a learner's name, a billing cycle) from another context's events.
 */
export const keepUserCopy = <T extends UserCopy>(
  tx: Executor,
  table: T,
  event: { userId: string; occurredAt: string },
  state: UserCopyState<T>,
) =>
  keepNewerCopy(
    tx,
    table,
    table.userId,
    { userId: event.userId, ...state } as CopyState<T>,
    event.occurredAt,
  );
