import type { catalogue } from '@academy/contracts';
import { correlationIdOf, type EventHandler, upsert } from '@academy/kit';
import { eq } from 'drizzle-orm';
import { announceCartChange, lockCart } from '../../commands/cart-changes.ts';
import { cartItems, courses } from '../../db/schema.ts';

/** catalogue.course.published.v1 / updated.v1: what a cart line shows, and whether it may be added. */
export const keepCourse: EventHandler<typeof catalogue.coursePublished> = async ({ data }, tx) => {
  const state = {
    title: data.title,
    priceMinor: data.priceMinor,
    originalPriceMinor: data.originalPriceMinor ?? null,
    currency: data.currency,
    thumbnailUrl: data.thumbnailUrl,
    published: data.published,
    updatedAt: new Date(),
  };
  await upsert(tx, courses, courses.id, { id: data.courseId, ...state }, state);
};

/** catalogue.course.deleted.v1: the course is gone, and so is every cart line holding it. */
export const forgetCourse: EventHandler<typeof catalogue.courseDeleted> = async (envelope, tx) => {
  const { courseId } = envelope.data;
  await tx.delete(courses).where(eq(courses.id, courseId));
  const removed = await tx.delete(cartItems).where(eq(cartItems.courseId, courseId)).returning();
  for (const { userId } of removed) {
    await lockCart(tx, userId);
    await announceCartChange(tx, userId, correlationIdOf(envelope));
  }
};
