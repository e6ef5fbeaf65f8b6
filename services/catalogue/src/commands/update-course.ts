import { type CourseUpdateBody, catalogue } from '@academy/contracts';
import { firstOrNotFound } from '@academy/kit';
import { eq } from 'drizzle-orm';
import type { CatalogueContext } from '../context.ts';
import { courses } from '../db/schema.ts';
import { assertPublishable } from '../domain/publishing.ts';
import { contentOf, EMPTY_CONTENT } from '../queries/course-content.ts';
import { voucherOf } from '../queries/course-view.ts';
import { enqueueCourseState } from './course-events.ts';

/**
 * Changes a course; the first change that publishes it is announced as published, later ones as
 * updated. Publishing a course with nothing to learn is refused (409 `COURSE_HAS_NO_CONTENT`).
 */
export const updateCourse = (
  { db, mediaUrl }: Pick<CatalogueContext, 'db' | 'mediaUrl'>,
  courseId: number,
  changes: Partial<CourseUpdateBody>,
  correlationId?: string,
) =>
  db.transaction(async (tx) => {
    const missing = `Course ${courseId} not found`;
    const before = await firstOrNotFound(
      tx.select().from(courses).where(eq(courses.id, courseId)).for('update'),
      missing,
    );
    if (changes.published && !before.published) {
      const content = (await contentOf(tx, [before.id])).get(before.id) ?? EMPTY_CONTENT;
      assertPublishable(before, content, voucherOf(before));
    }
    const row = await firstOrNotFound(
      tx.update(courses).set(changes).where(eq(courses.id, before.id)).returning(),
      missing,
    );
    const nowPublished = row.published && !before.published;
    await enqueueCourseState(tx, {
      courseId: row.id,
      event: nowPublished ? catalogue.coursePublished : catalogue.courseUpdated,
      mediaUrl,
      correlationId,
    });
    return row;
  });
