import { type Executor, lockName } from '@academy/kit';

/**
 * Holds the (learner, course) lock until the transaction ends. Issuing a certificate and ending the
 * enrolment take it, so one always sees the other's committed result: an enrolment that ends while a
 * certificate is being issued either refuses the issue or revokes the certificate it finds.
 */
export const lockLearnerCourse = (tx: Executor, userId: string, courseId: number) =>
  lockName(tx, `certificate:${userId}:${courseId}`);
