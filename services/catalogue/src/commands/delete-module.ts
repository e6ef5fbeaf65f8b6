import { eq } from 'drizzle-orm';
import { contentItems, modules } from '../db/schema.ts';
import { requireModule } from '../queries/courses.ts';
import { courseCommand } from './announced-change.ts';
import { enqueueQuizDeleted } from './quiz-events.ts';
import { withdrawIfEmpty } from './withdraw-empty-course.ts';

/**
 * Deletes a module with its content and announces its quizzes as deleted (and the course as a draft again
 * if that was its last content); returns the removed items, whose files are removed after the commit.
 */
export const deleteModule = courseCommand(
  async (tx, { courseId, moduleId }: { courseId: number; moduleId: number }, correlationId) => {
    await requireModule(tx, courseId, moduleId);
    const contents = await tx.select().from(contentItems).where(eq(contentItems.moduleId, moduleId));
    for (const quiz of contents.filter((item) => item.kind === 'quiz')) {
      await enqueueQuizDeleted(tx, quiz, correlationId);
    }
    await tx.delete(modules).where(eq(modules.id, moduleId));
    await withdrawIfEmpty(tx, courseId);
    return contents;
  },
);
