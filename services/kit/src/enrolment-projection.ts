import type { EventData, EventEnvelope, learning } from '@academy/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import type { Executor } from './outbox.ts';

/**
 * The courses each learner is enrolled in, kept from learning's enrolment events by a service that
 * decides with them (the cart: nobody buys a course twice; orders: a voucher needs its course). Each
 * service holds this table in its own database: its schema re-exports it, so its migrations make it.
 */
export const ownedCourses = pgTable(
  'owned_courses',
  {
    userId: uuid('user_id').notNull(),
    courseId: integer('course_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

/** learning.enrolment.created.v1: the learner has the course (bought, free or granted). */
export const keepEnrolment = async (
  { data }: EventEnvelope<EventData<typeof learning.enrolmentCreated>>,
  tx: Executor,
) => {
  await tx
    .insert(ownedCourses)
    .values({ userId: data.userId, courseId: data.courseId })
    .onConflictDoNothing();
};

/** learning.enrolment.revoked.v1 (a refund): the learner no longer has the course. */
export const forgetEnrolment = async (
  { data }: EventEnvelope<EventData<typeof learning.enrolmentRevoked>>,
  tx: Executor,
) => {
  await tx
    .delete(ownedCourses)
    .where(and(eq(ownedCourses.userId, data.userId), eq(ownedCourses.courseId, data.courseId)));
};

/** Which of the courses the learner is enrolled in. */
export const enrolledAmong = async (tx: Executor, userId: string, courseIds: number[]) => {
  if (courseIds.length === 0) return new Set<number>();
  const rows = await tx
    .select({ courseId: ownedCourses.courseId })
    .from(ownedCourses)
    .where(and(eq(ownedCourses.userId, userId), inArray(ownedCourses.courseId, courseIds)));
  return new Set(rows.map((row) => row.courseId));
};
