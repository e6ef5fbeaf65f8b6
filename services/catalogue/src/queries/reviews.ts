import type { Review, ReviewsReply } from '@academy/contracts';
import { type AuthUser, notFound } from '@academy/kit';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { CatalogueDb } from '../db/database.ts';
import { courseListing, courseReviews } from '../db/discovery-schema.ts';
import { courses } from '../db/schema.ts';

export const toReview = (row: typeof courseReviews.$inferSelect): Review => ({
  id: row.id,
  courseId: row.courseId,
  rating: row.rating,
  text: row.text,
  authorName: row.authorName,
  hidden: row.hidden,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A published course (administrators: any course), else 404: reviews belong to what is on sale. */
export const requireReviewableCourse = async (db: CatalogueDb, courseId: number, user: AuthUser | null) => {
  const [course] = await db
    .select({ id: courses.id, published: courses.published })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course || (!course.published && user?.role !== 'ADMIN'))
    throw notFound(`Course ${courseId} not found`);
  return course;
};

/**
 * A course's reviews, newest first, with the summary of its visible ratings and the caller's own
 * review. Hidden reviews count nowhere and are listed to administrators only (and to their author as
 * `mine`).
 */
export const courseReviewsPage = async (
  db: CatalogueDb,
  courseId: number,
  user: AuthUser | null,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<ReviewsReply> => {
  await requireReviewableCourse(db, courseId, user);
  const ofCourse = eq(courseReviews.courseId, courseId);
  const listed: SQL | undefined =
    user?.role === 'ADMIN' ? ofCourse : and(ofCourse, eq(courseReviews.hidden, false));
  const [totals] = await db
    .select({ count: courseListing.ratingCount, sum: courseListing.ratingSum })
    .from(courseListing)
    .where(eq(courseListing.courseId, courseId));
  const starRows = await db
    .select({ rating: courseReviews.rating, count: count() })
    .from(courseReviews)
    .where(and(ofCourse, eq(courseReviews.hidden, false)))
    .groupBy(courseReviews.rating);
  const stars = [1, 2, 3, 4, 5].map((n) => starRows.find((row) => row.rating === n)?.count ?? 0);
  const [listedCount] = await db.select({ count: count() }).from(courseReviews).where(listed);
  const rows = await db
    .select()
    .from(courseReviews)
    .where(listed)
    .orderBy(desc(courseReviews.createdAt), desc(courseReviews.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [mine] = user
    ? await db
        .select()
        .from(courseReviews)
        .where(and(ofCourse, eq(courseReviews.userId, user.id)))
    : [];
  const ratingCount = totals?.count ?? 0;
  return {
    summary: {
      average: ratingCount === 0 ? null : Math.round(((totals?.sum ?? 0) / ratingCount) * 10) / 10,
      count: ratingCount,
      stars,
    },
    reviews: rows.map(toReview),
    total: listedCount?.count ?? 0,
    page,
    pageSize,
    mine: mine ? toReview(mine) : null,
  };
};
