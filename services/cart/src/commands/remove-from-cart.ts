import { and, eq } from 'drizzle-orm';
import type { CartDb } from '../context.ts';
import { cartItems } from '../db/schema.ts';
import { announceCartChange, lockCart } from './cart-changes.ts';

/** `DELETE /cart/cartitem/:userId/:courseId`: removing a line that is not there changes nothing. */
export const removeFromCart = async (db: CartDb, userId: string, courseId: number, correlationId?: string) =>
  db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const removed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.courseId, courseId)))
      .returning();
    if (removed.length > 0) await announceCartChange(tx, userId, correlationId);
    return { removed: removed.length > 0 };
  });
