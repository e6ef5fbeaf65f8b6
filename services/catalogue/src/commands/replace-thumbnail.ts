import { notFound } from '@academy/kit';
import { eq } from 'drizzle-orm';
import type { CatalogueContext } from '../context.ts';
import { courses } from '../db/schema.ts';
import { enqueueCourseState } from './course-events.ts';

/** Points a course at its newly stored thumbnail and republishes the course's state. */
export const replaceThumbnail = (
  { db, mediaUrl }: Pick<CatalogueContext, 'db' | 'mediaUrl'>,
  courseId: number,
  thumbnailKey: string,
  correlationId?: string,
) =>
  db.transaction(async (tx) => {
    const [row] = await tx.update(courses).set({ thumbnailKey }).where(eq(courses.id, courseId)).returning();
    if (!row) throw notFound(`Course ${courseId} not found`);
    await enqueueCourseState(tx, { courseId: row.id, mediaUrl, correlationId });
    return row;
  });
