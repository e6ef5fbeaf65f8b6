import type { CartDb } from '../context.ts';
import { addLine } from './add-to-cart.ts';
import { announceCartChange, lockCart } from './cart-changes.ts';

/**
 * `POST /cart/merge` at login: what the browser kept while logged out joins the server cart. Courses
 * that cannot be added (unknown, unpublished, already owned) are skipped without complaint.
 */
export const mergeCart = async (db: CartDb, userId: string, courseIds: number[], correlationId?: string) =>
  db.transaction(async (tx) => {
    await lockCart(tx, userId);
    let added = 0;
    for (const courseId of new Set(courseIds)) {
      if ((await addLine(tx, userId, courseId)).added) added += 1;
    }
    if (added > 0) await announceCartChange(tx, userId, correlationId);
    return { added };
  });
