import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../outbox.ts';

/**
 * The row of `table` that `where` picks, locked FOR UPDATE until the transaction ends (undefined when
 * there is none): whoever changes it next in another transaction waits here.
 */
export const lockRow = async <T extends PgTable>(tx: Executor, table: T, where: SQL | undefined) => {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(where)
    .for('update');
  return row as T['$inferSelect'] | undefined;
};

/**
 * A lock on a name (`orders:<userId>`) held until the transaction ends: another transaction taking the same
 * name waits here. For a turn that no single row stands for (a learner's cart, an order's events).
 */
export const lockName = (tx: Executor, name: string) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`);
