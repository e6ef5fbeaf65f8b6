import type { EventData, learning } from '@academy/contracts';

export type EnrolmentEnd = EventData<typeof learning.enrolmentRevoked>['reason'];

/** An enrolment as kept from learning's events. */
export interface EnrolmentState {
  enrolled: boolean;
  changedAt: Date;
}

export const ENROLMENT_ENDED =
  'Your enrolment in this course has ended, so no certificate can be issued for it';

/**
 * Whether an enrolment event changes what is kept. The created and revoked events reach two
 * consumers that may apply them in any order (and a replay sends them again), so the newest event
 * wins; an older one changes nothing. At equal times an end wins: refusing is the safer mistake.
 */
export const isNewer = (kept: EnrolmentState | undefined, event: EnrolmentState) => {
  if (!kept) return true;
  const difference = event.changedAt.getTime() - kept.changedAt.getTime();
  return difference > 0 || (difference === 0 && !event.enrolled);
};

/**
 * Whether the learner may still earn the course's certificate. Only an enrolment known to have ended
 * says no: with no record (learning's older enrolments are still being replayed into the projection
 * from its stream, or were announced before it existed) the learner counts as enrolled, since learning
 * scores only enrolled learners' quizzes, so their passes already show an enrolment.
 */
export const stillEnrolled = (kept: Pick<EnrolmentState, 'enrolled'> | undefined) => kept?.enrolled ?? true;

/**
 * A refund takes back what was paid for, so a certificate issued for the course is revoked. A
 * subscription that ends normally was paid for while it lasted: its certificates stay valid.
 */
export const revokesCertificate = (end: EnrolmentEnd) => end === 'refunded';
