import type { QuizBody } from '@academy/contracts';
import type { CatalogueContext } from '../context.ts';
import { contentItems } from '../db/schema.ts';
import { DEFAULT_MAX_ATTEMPTS, DEFAULT_PASSING_SCORE } from '../domain/quiz.ts';
import { nextContentPosition, requireModule } from '../queries/courses.ts';
import { adminQuiz } from '../queries/quizzes.ts';
import { enqueueCourseState } from './course-events.ts';
import { enqueueQuizState } from './quiz-events.ts';
import { insertQuestion } from './quiz-writes.ts';

/** Adds a quiz with its questions at the end of a module; publishes the quiz and the course. */
export const createQuiz = (
  { db, mediaUrl }: Pick<CatalogueContext, 'db' | 'mediaUrl'>,
  { courseId, moduleId }: { courseId: number; moduleId: number },
  body: QuizBody,
  correlationId?: string,
) =>
  db.transaction(async (tx) => {
    await requireModule(tx, courseId, moduleId);
    const [row] = await tx
      .insert(contentItems)
      .values({
        moduleId,
        courseId,
        kind: 'quiz',
        title: body.title,
        position: await nextContentPosition(tx, moduleId),
        passingScore: body.passingScore ?? DEFAULT_PASSING_SCORE,
        maxAttempts: body.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      })
      .returning();
    if (!row) throw new Error('insert returned no quiz');
    for (const question of body.questions ?? []) await insertQuestion(tx, row.id, question);
    await enqueueQuizState(tx, row.id, correlationId);
    await enqueueCourseState(tx, { courseId, mediaUrl, correlationId });
    return adminQuiz(tx, row.id);
  });
