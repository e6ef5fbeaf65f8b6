import { learning } from '@academy/contracts';
import { and, type BuildColumns, eq, inArray } from 'drizzle-orm';
import type { PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { EventHandler } from './consumer.ts';
import type { learnerCourseColumns } from './db/columns.ts';
import type { Executor } from './outbox.ts';
import { on, type Subscription } from './subscriptions.ts';

/**
 * A service's own table of the courses each learner is enrolled in: `learnerCourseColumns()` keyed by
 * both. The service declares it in its `db/schema.ts` (so its migrations make it, in its database);
 * the kit only keeps it up to date from learning's events.
 */
export type EnrolmentCopyTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BuildColumns<string, ReturnType<typeof learnerCourseColumns>, 'pg'>;
  dialect: 'pg';
}>;

/**
 * How a service that decides with enrolments (the cart: nobody buys a course twice; orders: a voucher
 * needs its course) keeps its `table` from learning's enrolment events, and reads it.
 */
export const enrolmentCopy = (table: EnrolmentCopyTable) => {
  /** learning.enrolment.created.v1: the learner has the course (bought, free or granted). */
  const keep: EventHandler<typeof learning.enrolmentCreated> = async ({ data }, tx) => {
    await tx.insert(table).values({ userId: data.userId, courseId: data.courseId }).onConflictDoNothing();
  };

  /** learning.enrolment.revoked.v1 (a refund): the learner no longer has the course. */
  const forget: EventHandler<typeof learning.enrolmentRevoked> = async ({ data }, tx) => {
    await tx.delete(table).where(and(eq(table.userId, data.userId), eq(table.courseId, data.courseId)));
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
        .where(and(eq(table.userId, userId), inArray(table.courseId, courseIds)));
      return new Set(rows.map((row) => row.courseId));
    },
  };
};
