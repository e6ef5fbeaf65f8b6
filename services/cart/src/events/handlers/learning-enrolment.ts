import type { learning } from '@academy/contracts';
import { correlationIdOf, type EventHandler } from '@academy/kit';
import { removeLines } from '../../commands/cart-changes.ts';
import { ownedCourseCopy } from '../../db/owned-courses.ts';

/**
 * learning.enrolment.created.v1: the learner owns the course now (bought, free or granted), so it
 * cannot be added again and leaves their cart if it was there.
 */
export const keepOwnership: EventHandler<typeof learning.enrolmentCreated> = async (envelope, tx) => {
  const { userId, courseId } = envelope.data;
  await ownedCourseCopy.keep(envelope, tx);
  await removeLines(tx, userId, [courseId], correlationIdOf(envelope));
};
