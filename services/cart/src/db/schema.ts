import {
  changedAt,
  deletedCourseColumns,
  enrolmentCopyColumns,
  learnerCourseColumns,
  timestamptz,
} from '@academy/kit';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Courses as the catalogue announces them: what a cart line shows and whether it may be added. */
export const courses = pgTable('courses', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  priceMinor: integer('price_minor').notNull(),
  originalPriceMinor: integer('original_price_minor'),
  currency: text('currency').notNull(),
  thumbnailUrl: text('thumbnail_url'),
  published: boolean('published').notNull(),
  /** Deleted from the catalogue: kept (with its stamp) so a late older announcement cannot bring it back. */
  deleted: boolean('deleted').notNull().default(false),
  changedAt: changedAt(),
});

/**
 * Courses a learner already owns, kept from learning's enrolment events (`owned-courses.ts`): they
 * cannot be bought again.
 */
export const ownedCourses = pgTable('owned_courses', enrolmentCopyColumns(), (t) => [
  primaryKey({ columns: [t.userId, t.courseId] }),
]);

/** One line per (learner, course); the quantity is always 1. */
export const cartItems = pgTable(
  'cart_items',
  {
    ...learnerCourseColumns(),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] }), index('cart_items_course_idx').on(t.courseId)],
);

/** The catalogue's courses seen deleted, so a late first announcement of one never makes it a live copy. */
export const deletedCourses = pgTable('deleted_courses', deletedCourseColumns());
