import type { certificate, EventData } from '@academy/contracts';

/** A learner's standing towards a course's certificate, as `certificate.eligibility.changed.v1` carries it. */
export type Eligibility = Omit<EventData<typeof certificate.eligibilityChanged>, 'userId' | 'courseId'>;

/**
 * A learner may have a course's certificate once every quiz the course requires is passed, while
 * still enrolled in it (an enrolment ended by a refund or the end of a subscription ends eligibility;
 * the passes stay counted). A course that requires no quiz gives no certificate: there is nothing to
 * certify.
 */
export const eligibility = (
  requiredQuizIds: readonly number[],
  passedQuizIds: ReadonlySet<number>,
  enrolled = true,
): Eligibility => {
  const required = [...new Set(requiredQuizIds)];
  const completedQuizzes = required.filter((id) => passedQuizIds.has(id)).length;
  return {
    isEligible: enrolled && required.length > 0 && completedQuizzes === required.length,
    completedQuizzes,
    totalQuizzes: required.length,
  };
};
