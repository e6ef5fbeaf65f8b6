import type { Executor } from '@academy/kit';
import { and, eq, inArray } from 'drizzle-orm';
import { enrolments } from '../db/schema.ts';

/** The enrolment kept for a learner and course, if any event about it was heard. */
export const keptEnrolment = async (tx: Executor, userId: string, courseId: number) => {
  const [kept] = await tx
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
  return kept;
};

/** The enrolments kept for a course, by learner (`userIds`, or every learner heard of). */
export const keptEnrolmentsOf = async (tx: Executor, courseId: number, userIds?: string[]) => {
  const rows = await tx
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.courseId, courseId), userIds ? inArray(enrolments.userId, userIds) : undefined));
  return new Map(rows.map((row) => [row.userId, row]));
};
