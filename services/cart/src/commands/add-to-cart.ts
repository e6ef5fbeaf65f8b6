import { type Executor, HttpError } from '@academy/kit';
import { eq } from 'drizzle-orm';
import type { CartDb } from '../context.ts';
import { ownedCourseCopy } from '../db/owned-courses.ts';
import { cartItems, courses } from '../db/schema.ts';
import { refusalReplies, refusalToAdd } from '../domain/cart.ts';
import { announceCartChange, lockCart } from './cart-changes.ts';

/** Adds the line if the rules allow it; `added` is false when the line was already there. */
export const addLine = async (tx: Executor, userId: string, courseId: number) => {
  const [course] = await tx
    .select({ published: courses.published, deleted: courses.deleted })
    .from(courses)
    .where(eq(courses.id, courseId));
  const owned = await ownedCourseCopy.enrolledAmong(tx, userId, [courseId]);
  const refusal = refusalToAdd(course, owned.has(courseId));
  if (refusal) return { added: false, refusal } as const;
  const inserted = await tx.insert(cartItems).values({ userId, courseId }).onConflictDoNothing().returning();
  return { added: inserted.length > 0, refusal: null } as const;
};

/**
 * `POST /cart/addcart`: one line per course. Adding a line that is already there changes nothing
 * and announces nothing; a refused course is a 404/409 with the reason.
 */
export const addToCart = async (db: CartDb, userId: string, courseId: number, correlationId?: string) =>
  db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const { added, refusal } = await addLine(tx, userId, courseId);
    if (refusal) {
      const reply = refusalReplies[refusal];
      throw new HttpError(reply.status, reply.message, reply.code);
    }
    if (added) await announceCartChange(tx, userId, correlationId);
    return { added };
  });
