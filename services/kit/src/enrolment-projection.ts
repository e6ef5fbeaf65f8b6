import { learning } from '@academy/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { pgTable, primaryKey } from 'drizzle-orm/pg-core';
import type { EventHandler } from './consumer.ts';
import { learnerCourseColumns } from './db/columns.ts';
import type { Executor } from './outbox.ts';
import { on, type Subscription } from './subscriptions.ts';

/**
 * The courses each learner is enrolled in, kept from learning's enrolment events by a service that
 * decides with them (the cart: nobody buys a course twice; orders: a voucher needs its course). Each
 * service holds this table in its own database: its schema re-exports it, so its migrations make it.
 */
export const ownedCourses = pgTable('owned_courses', learnerCourseColumns(), (t) => [
  primaryKey({ columns: [t.userId, t.courseId] }),
]);

/** learning.enrolment.created.v1: the learner has the course (bought, free or granted). */
export const keepEnrolment: EventHandler<typeof learning.enrolmentCreated> = async ({ data }, tx) => {
  await tx
    .insert(ownedCourses)
    .values({ userId: data.userId, courseId: data.courseId })
    .onConflictDoNothing();
};

/** learning.enrolment.revoked.v1 (a refund): the learner no longer has the course. */
export const forgetEnrolment: EventHandler<typeof learning.enrolmentRevoked> = async ({ data }, tx) => {
  await tx
    .delete(ownedCourses)
    .where(and(eq(ownedCourses.userId, data.userId), eq(ownedCourses.courseId, data.courseId)));
};

/**
 * The enrolment events that keep `owned_courses`; a service that does more with a new enrolment
 * (the cart empties its line) passes its own `keep`, which records it with `keepEnrolment`.
 */
export const onEnrolments = (keep = keepEnrolment): Subscription[] => [
  on(learning.enrolmentCreated, keep),
  on(learning.enrolmentRevoked, forgetEnrolment),
];

/** Which of the courses the learner is enrolled in. */
export const enrolledAmong = async (tx: Executor, userId: string, courseIds: number[]) => {
  if (courseIds.length === 0) return new Set<number>();
  const rows = await tx
    .select({ courseId: ownedCourses.courseId })
    .from(ownedCourses)
    .where(and(eq(ownedCourses.userId, userId), inArray(ownedCourses.courseId, courseIds)));
  return new Set(rows.map((row) => row.courseId));
};
