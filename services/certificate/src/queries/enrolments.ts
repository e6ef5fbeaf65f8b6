import type { Executor } from '@academy/kit';
import { and, eq } from 'drizzle-orm';
import { enrolments } from '../db/schema.ts';

/** The enrolment kept for a learner and course, if any event about it was heard. */
export const keptEnrolment = async (tx: Executor, userId: string, courseId: number) => {
  const [kept] = await tx
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
  return kept;
};
