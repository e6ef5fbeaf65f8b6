import { eq } from 'drizzle-orm';
import { contentItems } from '../db/schema.ts';
import { requireContent } from '../queries/courses.ts';
import { courseCommand } from './announced-change.ts';
import { enqueueQuizDeleted } from './quiz-events.ts';

/** Removes a document, video or quiz and republishes the course; returns the item, whose files go after commit. */
export const deleteContent = courseCommand(
  async (tx, { courseId, contentId }: { courseId: number; contentId: number }, correlationId) => {
    const found = await requireContent(tx, courseId, contentId);
    if (found.kind === 'quiz') await enqueueQuizDeleted(tx, found, correlationId);
    await tx.delete(contentItems).where(eq(contentItems.id, found.id));
    return found;
  },
);
