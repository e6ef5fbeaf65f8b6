import { type CourseCreateFields, catalogue } from '@academy/contracts';
import type { Static } from 'typebox';
import type { CatalogueContext } from '../context.ts';
import { courses } from '../db/schema.ts';
import { enqueueCourseState } from './course-events.ts';

/** Creates a course with its stored thumbnail; a course created published is announced at once. */
export const createCourse = (
  { db, mediaUrl }: Pick<CatalogueContext, 'db' | 'mediaUrl'>,
  fields: Static<typeof CourseCreateFields>,
  thumbnailKey: string,
  correlationId?: string,
) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(courses)
      .values({ ...fields, thumbnailKey })
      .returning();
    if (!row) throw new Error('insert returned no course');
    if (row.published) {
      await enqueueCourseState(tx, {
        courseId: row.id,
        event: catalogue.coursePublished,
        mediaUrl,
        correlationId,
      });
    }
    return row;
  });
