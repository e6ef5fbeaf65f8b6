import type { CartDb } from '../context.ts';
import { removeLines } from './cart-changes.ts';

/** `DELETE /cart/cartitem/:userId/:courseId`: removing a line that is not there changes nothing. */
export const removeFromCart = async (db: CartDb, userId: string, courseId: number, correlationId?: string) =>
  db.transaction(async (tx) => ({ removed: await removeLines(tx, userId, [courseId], correlationId) }));
