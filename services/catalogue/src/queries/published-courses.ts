import type { CourseListReply } from '@academy/contracts';
import { asc, desc, eq } from 'drizzle-orm';
import { courses } from '../db/schema.ts';
import { type BetweenChangesSource, createBetweenChanges } from './between-changes.ts';
import { toCoursesWithContent } from './course-content.ts';

/**
 * The published course list, kept in memory between changes (it changes a few times a day and is
 * read on every visit); see `between-changes.ts` for when it is forgotten.
 */
export const createPublishedCourses = ({ db, messaging, mediaUrl }: BetweenChangesSource) => {
  const list = createBetweenChanges(messaging, async (_all: 'published'): Promise<CourseListReply> => {
    const rows = await db
      .select()
      .from(courses)
      .where(eq(courses.published, true))
      .orderBy(desc(courses.featured), asc(courses.id));
    return { courses: await toCoursesWithContent(db, rows, mediaUrl) };
  });
  return {
    /** From memory unless `fresh` (the caller must not see a list older than an event it heard). */
    get: (fresh = false) => list.get('published', fresh),
    forget: list.forget,
  };
};

export type PublishedCourses = ReturnType<typeof createPublishedCourses>;
