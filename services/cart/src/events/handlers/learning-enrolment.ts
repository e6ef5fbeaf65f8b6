import type { learning } from '@academy/contracts';
import { correlationIdOf, type EventHandler, keepEnrolment } from '@academy/kit';
import { removeLines } from '../../commands/cart-changes.ts';

/**
 * learning.enrolment.created.v1: the learner owns the course now (bought, free or granted), so it
 * cannot be added again and leaves their cart if it was there.
 */
export const keepOwnership: EventHandler<typeof learning.enrolmentCreated> = async (envelope, tx) => {
  const { userId, courseId } = envelope.data;
  await keepEnrolment(envelope, tx);
  await removeLines(tx, userId, [courseId], correlationIdOf(envelope));
};
