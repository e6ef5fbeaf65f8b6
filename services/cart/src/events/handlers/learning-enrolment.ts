import type { learning } from '@academy/contracts';
import { type EventHandler, keepEnrolment } from '@academy/kit';
import { and, eq } from 'drizzle-orm';
import { announceCartChange, lockCart } from '../../commands/cart-changes.ts';
import { cartItems } from '../../db/schema.ts';

/**
 * learning.enrolment.created.v1: the learner owns the course now (bought, free or granted), so it
 * cannot be added again and leaves their cart if it was there.
 */
export const keepOwnership: EventHandler<typeof learning.enrolmentCreated> = async (envelope, tx) => {
  const { userId, courseId } = envelope.data;
  await keepEnrolment(envelope, tx);
  await lockCart(tx, userId);
  const removed = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.courseId, courseId)))
    .returning();
  if (removed.length > 0) await announceCartChange(tx, userId, envelope.id);
};
