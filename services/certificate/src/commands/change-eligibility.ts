import { certificate } from '@academy/contracts';
import { type Executor, enqueueEvents, runNamed } from '@academy/kit';
import { type Eligibility, eligibility } from '../domain/eligibility.ts';
import { stillEnrolled } from '../domain/enrolment.ts';

/**
 * A live course's required quizzes with the passes and kept enrolments of its learners (`$2`), or of all
 * (no `$2`): one statement, run before and after every change.
 */
const eligibilityReads = (forLearners: boolean) => {
  const ofLearners = forLearners ? 'AND user_id = ANY($2::uuid[])' : '';
  return `
    SELECT course.quiz_ids AS "quizIds",
      (SELECT coalesce(json_agg(json_build_object('userId', user_id, 'quizId', quiz_id)), '[]'::json)
        FROM passed_quizzes WHERE course_id = $1 ${ofLearners}) AS passed,
      (SELECT coalesce(json_agg(json_build_object('userId', user_id, 'enrolled', enrolled)), '[]'::json)
        FROM enrolments WHERE course_id = $1 ${ofLearners}) AS enrolments
    FROM courses AS course WHERE course.id = $1 AND NOT course.deleted`;
};
const ELIGIBILITY_OF_LEARNERS = eligibilityReads(true);
const ELIGIBILITY_OF_COURSE = eligibilityReads(false);

interface EligibilityReads {
  quizIds: number[];
  passed: { userId: string; quizId: number }[];
  enrolments: { userId: string; enrolled: boolean }[];
}

/** Eligibility towards a live course, by learner: `userIds`, or everyone who passed one of its quizzes. */
const eligibilityByLearner = async (tx: Executor, courseId: number, userIds?: string[]) => {
  const byLearner = new Map<string, Eligibility>();
  const [course] = await runNamed<EligibilityReads>(
    tx,
    userIds
      ? {
          name: 'certificate_eligibility_of_learners',
          text: ELIGIBILITY_OF_LEARNERS,
          values: [courseId, userIds],
        }
      : { name: 'certificate_eligibility_of_course', text: ELIGIBILITY_OF_COURSE, values: [courseId] },
  );
  if (!course) return byLearner;
  const enrolmentOf = new Map(course.enrolments.map((e) => [e.userId, e]));
  for (const userId of userIds ?? new Set(course.passed.map((p) => p.userId))) {
    const quizIds = new Set(course.passed.filter((p) => p.userId === userId).map((p) => p.quizId));
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
  const lock = wholeCourse ? 'pg_advisory_xact_lock' : 'pg_advisory_xact_lock_shared';
  return runNamed(tx, {
    name: `certificate_${lock}`,
    text: `SELECT ${lock}(hashtext($1))`,
    values: [`certificate-course:${courseId}`],
  });
};

/**
 * Applies `change` to the eligibility projection of a course and, in the same transaction, publishes
 * `certificate.eligibility.changed.v1` for every learner (`userIds`, or all who passed a quiz of the
 * course) whose standing it changed, so listeners re-read once instead of polling: all in one statement.
 */
export const changeEligibility = async (
  tx: Executor,
  scope: {
    courseId: number;
    userIds?: string[];
    correlationId?: string;
    /** Per learner, when the change applies several learners' events. */
    correlationIds?: ReadonlyMap<string, string | undefined>;
  },
  change: () => Promise<unknown>,
) => {
  await lockCourse(tx, scope.courseId, scope.userIds === undefined);
  const before = await eligibilityByLearner(tx, scope.courseId, scope.userIds);
  await change();
  const after = await eligibilityByLearner(tx, scope.courseId, scope.userIds);
  const changed = [...after].filter(([userId, standing]) => !same(before.get(userId), standing));
  await enqueueEvents(
    tx,
    certificate.eligibilityChanged,
    changed.map(([userId, standing]) => ({
      data: { userId, courseId: scope.courseId, ...standing },
      correlationId: scope.correlationIds?.get(userId) ?? scope.correlationId,
    })),
  );
};
