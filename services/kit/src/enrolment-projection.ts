import { learning } from '@academy/contracts';
import { and, type BuildColumns, eq, inArray } from 'drizzle-orm';
import type { PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { EventHandler } from './consumer.ts';
import type { enrolmentCopyColumns } from './db/columns.ts';
import { keepNewerCopy } from './db/upsert.ts';
import type { Executor } from './outbox.ts';
import { on, type Subscription } from './subscriptions.ts';

/**
 * A service's own table of the courses each learner is enrolled in: `enrolmentCopyColumns()` keyed by
 * the learner and the course. The service declares it in its `db/schema.ts` (so its migrations make it,
 * in its database); the kit only keeps it up to date from learning's events.
 */
export type EnrolmentCopyTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BuildColumns<string, ReturnType<typeof enrolmentCopyColumns>, 'pg'>;
  dialect: 'pg';
}>;

/**
 * How a service that decides with enrolments (the cart: nobody buys a course twice; orders: a voucher
 * needs its course; the catalogue: only learners open a course's content) keeps its `table` from
 * learning's enrolment events, and reads it.
 */
export const enrolmentCopy = (table: EnrolmentCopyTable) => {
  // The two events have separate consumers: a revocation applied before the enrolment it ends, or a
  // redelivered enrolment after its revocation, must leave the newer state.
  const keepState = (
    tx: Executor,
    data: { userId: string; courseId: number },
    occurredAt: string,
    enrolled: boolean,
  ) => keepNewerCopy(tx, table, [table.userId, table.courseId], { ...data, enrolled }, occurredAt);

  /** learning.enrolment.created.v1: the learner has the course (bought, free or granted). */
  const keep: EventHandler<typeof learning.enrolmentCreated> = async ({ data, occurredAt }, tx) => {
    await keepState(tx, { userId: data.userId, courseId: data.courseId }, occurredAt, true);
  };

  /** learning.enrolment.revoked.v1 (a refund): the learner no longer has the course. */
  const forget: EventHandler<typeof learning.enrolmentRevoked> = async ({ data, occurredAt }, tx) => {
    await keepState(tx, { userId: data.userId, courseId: data.courseId }, occurredAt, false);
  };

  return {
    keep,
    forget,
    /**
     * The enrolment events that keep the table; a service that does more with a new enrolment (the
     * cart empties its line) passes its own `keepWith`, which records it with `keep`.
     */
    subscriptions: (keepWith = keep): Subscription[] => [
      on(learning.enrolmentCreated, keepWith),
      on(learning.enrolmentRevoked, forget),
    ],
    /** Which of the courses the learner is enrolled in. */
    enrolledAmong: async (tx: Executor, userId: string, courseIds: number[]) => {
      if (courseIds.length === 0) return new Set<number>();
      const rows = await tx
        .select({ courseId: table.courseId })
        .from(table)
        .where(and(eq(table.userId, userId), inArray(table.courseId, courseIds), eq(table.enrolled, true)));
      return new Set(rows.map((row) => row.courseId));
    },
  };
};
