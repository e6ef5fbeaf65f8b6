import type { ReviewWriteBody } from '@academy/contracts';
import { type AuthUser, conflict, forbidden, notFound } from '@academy/kit';
import { and, eq, sql } from 'drizzle-orm';
import { courseAccessCopy } from '../db/course-access.ts';
import type { CatalogueDb } from '../db/database.ts';
import { courseReviews } from '../db/discovery-schema.ts';
import { requireReviewableCourse } from '../queries/reviews.ts';

/**
 * Only learners enrolled in a course they may see (as learning's enrolment events told) write its review.
 */
const assertReviewer = async (db: CatalogueDb, user: AuthUser, courseId: number) => {
  await requireReviewableCourse(db, courseId, user);
  const enrolled = await courseAccessCopy.enrolledAmong(db, user.id, [courseId]);
  if (!enrolled.has(courseId)) throw forbidden('Only learners enrolled in this course can review it');
};

/**
 * A learner's first review of a course. The unique index on (course, learner) decides: a second
 * submission, even one racing the first, inserts nothing and is a 409.
 */
export const createReview = async (
  db: CatalogueDb,
  user: AuthUser,
  courseId: number,
  body: ReviewWriteBody,
) => {
  await assertReviewer(db, user, courseId);
  const [row] = await db
    .insert(courseReviews)
    .values({
      courseId,
      userId: user.id,
      rating: body.rating,
      text: body.text ?? '',
      authorName: body.authorName,
    })
    .onConflictDoNothing({ target: [courseReviews.courseId, courseReviews.userId] })
    .returning();
  if (!row)
    throw conflict('You have already reviewed this course; edit your review instead', 'REVIEW_EXISTS');
  return row;
};

/** The learner changes their review; one an administrator hid stays hidden. */
export const editReview = async (
  db: CatalogueDb,
  user: AuthUser,
  courseId: number,
  body: ReviewWriteBody,
) => {
  await assertReviewer(db, user, courseId);
  const [row] = await db
    .update(courseReviews)
    .set({ rating: body.rating, text: body.text ?? '', authorName: body.authorName, updatedAt: sql`now()` })
    .where(and(eq(courseReviews.courseId, courseId), eq(courseReviews.userId, user.id)))
    .returning();
  if (!row) throw notFound('You have not reviewed this course yet');
  return row;
};

/** An administrator hides a review from everyone but its author (or shows it again). */
export const setReviewHidden = async (
  db: CatalogueDb,
  admin: AuthUser,
  reviewId: number,
  hidden: boolean,
) => {
  const [row] = await db
    .update(courseReviews)
    .set({ hidden, hiddenBy: hidden ? admin.id : null })
    .where(eq(courseReviews.id, reviewId))
    .returning();
  if (!row) throw notFound(`Review ${reviewId} not found`);
  return row;
};
