import type { CartItemsReply } from '@academy/contracts';
import { asc, eq } from 'drizzle-orm';
import type { CartDb } from '../context.ts';
import { cartItems, courses } from '../db/schema.ts';

/** The learner's cart lines with the course facts last heard from the catalogue, newest last. */
export const cartItemsOf = async (db: CartDb, userId: string): Promise<CartItemsReply> => {
  const rows = await db
    .select({ line: cartItems, course: courses })
    .from(cartItems)
    .innerJoin(courses, eq(courses.id, cartItems.courseId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.courseId));
  return rows.map(({ line, course }) => ({
    course_id: course.id,
    title: course.title,
    price: course.priceMinor,
    originalPrice: course.originalPriceMinor,
    currency: course.currency,
    thumbnailUrl: course.thumbnailUrl,
    quantity: 1 as const,
    addedAt: line.addedAt.toISOString(),
  }));
};
