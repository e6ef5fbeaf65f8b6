import { cart } from '@academy/contracts';
import { type Executor, enqueueEvent, lockName } from '@academy/kit';
import { and, count, eq, inArray } from 'drizzle-orm';
import { cartItems } from '../db/schema.ts';

/**
 * Serialises changes to one learner's cart until the transaction ends, so the item count each
 * `cart.cart.changed.v1` carries is the count after that change, however many requests race.
 */
export const lockCart = async (tx: Executor, userId: string) => {
  await lockName(tx, `cart:${userId}`);
};

/** Announces the learner's new item count through the outbox, in the transaction that changed it. */
export const announceCartChange = async (tx: Executor, userId: string, correlationId?: string) => {
  const [row] = await tx.select({ itemCount: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  await enqueueEvent(tx, cart.cartChanged, { userId, itemCount: row?.itemCount ?? 0 }, correlationId);
};

/**
 * Takes the learner's lines for `courseIds` out of their cart under the cart lock, announcing the new
 * count only if a line was there; whether any was.
 */
export const removeLines = async (
  tx: Executor,
  userId: string,
  courseIds: number[],
  correlationId?: string,
) => {
  await lockCart(tx, userId);
  const removed = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.courseId, courseIds)))
    .returning();
  if (removed.length > 0) await announceCartChange(tx, userId, correlationId);
  return removed.length > 0;
};
