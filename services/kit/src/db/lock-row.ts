import type { SQL } from 'drizzle-orm';
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
