import type { orders } from '@academy/contracts';
import type { EventHandler } from '@academy/kit';
import { and, eq, inArray } from 'drizzle-orm';
import { announceCartChange, lockCart } from '../../commands/cart-changes.ts';
import { cartItems } from '../../db/schema.ts';

/** orders.order.paid.v1: the lines the learner paid for leave their cart. */
export const removePaidLines: EventHandler<typeof orders.orderPaid> = async (envelope, tx) => {
  const { userId, lines } = envelope.data;
  const courseIds = lines.map((line) => line.courseId);
  await lockCart(tx, userId);
  const removed = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.courseId, courseIds)))
    .returning();
  if (removed.length > 0) await announceCartChange(tx, userId, envelope.id);
};
