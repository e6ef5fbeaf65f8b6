import { catalogue } from '@academy/contracts';
import { enqueueEvent, firstOrNotFound } from '@academy/kit';
import { eq } from 'drizzle-orm';
import type { CatalogueContext } from '../context.ts';
import { contentItems, courses } from '../db/schema.ts';
import { quizIdsOf } from './course-events.ts';
import { enqueueQuizDeleted } from './quiz-events.ts';

/** Deletes a course with its rows, announcing its quizzes and then the course as deleted. */
export const deleteCourse = (db: CatalogueContext['db'], courseId: number, correlationId?: string) =>
  db.transaction(async (tx) => {
    const row = await firstOrNotFound(
      tx.select().from(courses).where(eq(courses.id, courseId)).for('update'),
      `Course ${courseId} not found`,
    );
    for (const quizId of await quizIdsOf(tx, row.id)) {
      const [quiz] = await tx.select().from(contentItems).where(eq(contentItems.id, quizId));
      if (quiz) await enqueueQuizDeleted(tx, quiz, correlationId);
    }
    await tx.delete(courses).where(eq(courses.id, row.id));
    await enqueueEvent(tx, catalogue.courseDeleted, { courseId: row.id }, correlationId);
    return row;
  });
