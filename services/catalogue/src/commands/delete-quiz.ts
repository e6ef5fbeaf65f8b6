import { eq } from 'drizzle-orm';
import type { CatalogueContext } from '../context.ts';
import { contentItems } from '../db/schema.ts';
import { lockCourse } from './announced-change.ts';
import { enqueueCourseState } from './course-events.ts';
import { enqueueQuizDeleted } from './quiz-events.ts';
import { requireQuiz } from './quiz-writes.ts';
import { withdrawIfEmpty } from './withdraw-empty-course.ts';

/** Deletes a quiz, announcing it as deleted, and announces its course (a draft again if that was its last content). */
export const deleteQuiz = (
  { db, mediaUrl }: Pick<CatalogueContext, 'db' | 'mediaUrl'>,
  quizId: number,
  correlationId?: string,
) =>
  db.transaction(async (tx) => {
    const found = await requireQuiz(tx, quizId);
    await lockCourse(tx, found.courseId);
    await enqueueQuizDeleted(tx, found, correlationId);
    await tx.delete(contentItems).where(eq(contentItems.id, found.id));
    await withdrawIfEmpty(tx, found.courseId);
    await enqueueCourseState(tx, { courseId: found.courseId, mediaUrl, correlationId });
  });
