import { certificate } from '@academy/contracts';
import { type Executor, enqueueEvent } from '@academy/kit';
import { and, eq, inArray } from 'drizzle-orm';
import { courses, passedQuizzes } from '../db/schema.ts';
import { type Eligibility, eligibility } from '../domain/eligibility.ts';
import { stillEnrolled } from '../domain/enrolment.ts';
import { keptEnrolmentsOf } from '../queries/enrolments.ts';

/** Eligibility towards a live course, by learner: `userIds`, or everyone who passed one of its quizzes. */
const eligibilityByLearner = async (tx: Executor, courseId: number, userIds?: string[]) => {
  const byLearner = new Map<string, Eligibility>();
  const [course] = await tx.select().from(courses).where(eq(courses.id, courseId));
  if (!course || course.deleted) return byLearner;
  const passed = await tx
    .select({ userId: passedQuizzes.userId, quizId: passedQuizzes.quizId })
    .from(passedQuizzes)
    .where(
      and(eq(passedQuizzes.courseId, courseId), userIds ? inArray(passedQuizzes.userId, userIds) : undefined),
    );
  const enrolmentOf = await keptEnrolmentsOf(tx, courseId, userIds);
  for (const userId of userIds ?? new Set(passed.map((p) => p.userId))) {
    const quizIds = new Set(passed.filter((p) => p.userId === userId).map((p) => p.quizId));
    byLearner.set(userId, eligibility(course.quizIds, quizIds, stillEnrolled(enrolmentOf.get(userId))));
  }
  return byLearner;
};

const same = (a: Eligibility | undefined, b: Eligibility) =>
  a?.isEligible === b.isEligible &&
  a.completedQuizzes === b.completedQuizzes &&
  a.totalQuizzes === b.totalQuizzes;

/**
 * Applies `change` to the eligibility projection of a course and, in the same transaction, publishes
 * `certificate.eligibility.changed.v1` for every learner (`userIds`, or all who passed a quiz of the
 * course) whose standing it changed, so listeners re-read once instead of polling.
 */
export const changeEligibility = async (
  tx: Executor,
  scope: { courseId: number; userIds?: string[]; correlationId?: string },
  change: () => Promise<unknown>,
) => {
  const before = await eligibilityByLearner(tx, scope.courseId, scope.userIds);
  await change();
  const after = await eligibilityByLearner(tx, scope.courseId, scope.userIds);
  for (const [userId, standing] of after) {
    if (same(before.get(userId), standing)) continue;
    await enqueueEvent(
      tx,
      certificate.eligibilityChanged,
      { userId, courseId: scope.courseId, ...standing },
      scope.correlationId,
    );
  }
};
