import type { EventData, EventEnvelope, learning } from '@academy/contracts';
import type { EventHandler, Executor } from '@academy/kit';
import { and, eq } from 'drizzle-orm';
import { changeEligibility } from '../../commands/change-eligibility.ts';
import { revokeCertificates } from '../../commands/revoke-certificate.ts';
import { lockLearnerCourse } from '../../db/learner-course-lock.ts';
import { certificates, enrolments } from '../../db/schema.ts';
import { type EnrolmentEnd, isNewer, revokesCertificate } from '../../domain/enrolment.ts';
import { keptEnrolment } from '../../queries/enrolments.ts';

/** What both enrolment events say: the learner, the course and when. */
type EnrolmentEvent = Pick<
  EventEnvelope<Pick<EventData<typeof learning.enrolmentCreated>, 'userId' | 'courseId'>>,
  'data' | 'occurredAt' | 'correlationId'
>;

/**
 * Keeps the enrolment as the event says when the event is newer than what is kept, announcing a
 * changed eligibility in the same transaction. Answers whether the event was applied.
 */
const keepEnrolmentState = async (
  tx: Executor,
  { data, occurredAt, correlationId }: EnrolmentEvent,
  endReason: EnrolmentEnd | null,
) => {
  const { userId, courseId } = data;
  await lockLearnerCourse(tx, userId, courseId);
  const state = { enrolled: endReason === null, endReason, changedAt: new Date(occurredAt) };
  if (!isNewer(await keptEnrolment(tx, userId, courseId), state)) return false;
  await changeEligibility(tx, { courseId, userIds: [userId], correlationId }, () =>
    tx
      .insert(enrolments)
      .values({ userId, courseId, ...state })
      .onConflictDoUpdate({ target: [enrolments.userId, enrolments.courseId], set: state }),
  );
  return true;
};

/** learning.enrolment.created.v1: the learner is enrolled (again) and may earn the certificate. */
export const recordEnrolment: EventHandler<typeof learning.enrolmentCreated> = async (envelope, tx) => {
  await keepEnrolmentState(tx, envelope, null);
};

/**
 * learning.enrolment.revoked.v1: the enrolment ended, and with it eligibility for a certificate not
 * yet issued. When it ended by a refund, a certificate already issued for the course is revoked
 * (the refund raced its issue, or was made in Stripe's dashboard after it).
 */
export const endEnrolment: EventHandler<typeof learning.enrolmentRevoked> = async (envelope, tx) => {
  const { userId, courseId, reason } = envelope.data;
  if (!(await keepEnrolmentState(tx, envelope, reason))) return;
  if (!revokesCertificate(reason)) return;
  await revokeCertificates(
    tx,
    and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)),
    reason,
    new Date(envelope.occurredAt),
  );
};
