import { eq } from 'drizzle-orm';
import type { CatalogueContext } from '../context.ts';
import { contentItems } from '../db/schema.ts';
import { requireContent } from '../queries/courses.ts';
import { enqueueCourseState } from './course-events.ts';
import { enqueueQuizDeleted } from './quiz-events.ts';

/** Removes a document, video or quiz and republishes the course; returns the item, whose files go after commit. */
export const deleteContent = (
  { db, mediaUrl }: Pick<CatalogueContext, 'db' | 'mediaUrl'>,
  { courseId, contentId }: { courseId: number; contentId: number },
  correlationId?: string,
) =>
  db.transaction(async (tx) => {
    const found = await requireContent(tx, courseId, contentId);
    if (found.kind === 'quiz') await enqueueQuizDeleted(tx, found, correlationId);
    await tx.delete(contentItems).where(eq(contentItems.id, found.id));
    await enqueueCourseState(tx, { courseId, mediaUrl, correlationId });
    return found;
  });
