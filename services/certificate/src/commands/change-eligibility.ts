import { certificate } from '@academy/contracts';
import { type Executor, enqueueEvent } from '@academy/kit';
import { and, eq, inArray, sql } from 'drizzle-orm';
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
 * Changes to one course's eligibility take turns with changes to the course itself: a learner's change
 * (shared) never reads the course missing before and present after, as it could at READ COMMITTED when
 * the course arrives meanwhile, which would announce a standing that did not change. Learners' changes
 * to one course still run side by side.
 */
const lockCourse = (tx: Executor, courseId: number, wholeCourse: boolean) => {
  const key = sql`hashtext(${`certificate-course:${courseId}`})`;
  return tx.execute(
    wholeCourse
      ? sql`SELECT pg_advisory_xact_lock(${key})`
      : sql`SELECT pg_advisory_xact_lock_shared(${key})`,
  );
};

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
  await lockCourse(tx, scope.courseId, scope.userIds === undefined);
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
