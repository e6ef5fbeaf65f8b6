import type { catalogue } from '@academy/contracts';
import { correlationIdOf, type EventHandler, keepNewerCopy, markCourseDeleted } from '@academy/kit';
import { eq } from 'drizzle-orm';
import { announceCartChange, lockCart } from '../../commands/cart-changes.ts';
import { cartItems, courses } from '../../db/schema.ts';

/**
 * catalogue.course.published.v1 / updated.v1: what a cart line shows, and whether it may be added,
 * unless a newer state is kept (the two events have separate consumers).
 */
export const keepCourse: EventHandler<typeof catalogue.coursePublished> = async (
  { data, occurredAt },
  tx,
) => {
  const state = {
    id: data.courseId,
    title: data.title,
    priceMinor: data.priceMinor,
    originalPriceMinor: data.originalPriceMinor ?? null,
    currency: data.currency,
    thumbnailUrl: data.thumbnailUrl,
    published: data.published,
    deleted: false,
  };
  await keepNewerCopy(tx, courses, courses.id, state, occurredAt);
};

const markDeleted = markCourseDeleted(courses);

/** catalogue.course.deleted.v1: the course is gone, and so is every cart line holding it. */
export const forgetCourse: EventHandler<typeof catalogue.courseDeleted> = async (envelope, tx) => {
  const { courseId } = envelope.data;
  await markDeleted(envelope, tx);
  const removed = await tx.delete(cartItems).where(eq(cartItems.courseId, courseId)).returning();
  for (const { userId } of removed) {
    await lockCart(tx, userId);
    await announceCartChange(tx, userId, correlationIdOf(envelope));
  }
};
