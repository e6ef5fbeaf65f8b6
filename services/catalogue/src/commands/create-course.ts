import { type CourseCreateFields, catalogue } from '@academy/contracts';
import type { Static } from 'typebox';
import type { CatalogueContext } from '../context.ts';
import { courses } from '../db/schema.ts';
import { assertPublishable } from '../domain/publishing.ts';
import { EMPTY_CONTENT } from '../queries/course-content.ts';
import { voucherOf } from '../queries/course-view.ts';
import { enqueueCourseState } from './course-events.ts';

/**
 * Creates a course with its stored thumbnail. A new course has nothing to learn yet, so only an exam voucher
 * may be created published (announced at once); any other is refused as publishing it would be.
 */
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
      assertPublishable(row, EMPTY_CONTENT, voucherOf(row));
      await enqueueCourseState(tx, {
        courseId: row.id,
        event: catalogue.coursePublished,
        mediaUrl,
        correlationId,
      });
    }
    return row;
  });
