import { eq } from 'drizzle-orm';
import { contentItems } from '../db/schema.ts';
import { requireContent } from '../queries/courses.ts';
import { courseCommand } from './announced-change.ts';
import { enqueueQuizDeleted } from './quiz-events.ts';
import { withdrawIfEmpty } from './withdraw-empty-course.ts';

/**
 * Removes a document, video or quiz and announces the course (a draft again if that was its last content);
 * returns the item, whose files go after commit.
 */
export const deleteContent = courseCommand(
  async (tx, { courseId, contentId }: { courseId: number; contentId: number }, correlationId) => {
    const found = await requireContent(tx, courseId, contentId);
    if (found.kind === 'quiz') await enqueueQuizDeleted(tx, found, correlationId);
    await tx.delete(contentItems).where(eq(contentItems.id, found.id));
    await withdrawIfEmpty(tx, courseId);
    return found;
  },
);
