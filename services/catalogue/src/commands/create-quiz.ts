import type { QuizBody } from '@academy/contracts';
import { contentItems } from '../db/schema.ts';
import { DEFAULT_MAX_ATTEMPTS, DEFAULT_PASSING_SCORE } from '../domain/quiz.ts';
import { nextContentPosition, requireModule } from '../queries/courses.ts';
import { adminQuiz } from '../queries/quizzes.ts';
import { courseCommand } from './announced-change.ts';
import { enqueueQuizState } from './quiz-events.ts';
import { insertQuestion } from './quiz-writes.ts';

type NewQuiz = { courseId: number; moduleId: number; quiz: QuizBody };

/** Adds a quiz with its questions at the end of a module; publishes the quiz and the course. */
export const createQuiz = courseCommand(async (tx, { courseId, moduleId, quiz }: NewQuiz, correlationId) => {
  await requireModule(tx, courseId, moduleId);
  const [row] = await tx
    .insert(contentItems)
    .values({
      moduleId,
      courseId,
      kind: 'quiz',
      title: quiz.title,
      position: await nextContentPosition(tx, moduleId),
      passingScore: quiz.passingScore ?? DEFAULT_PASSING_SCORE,
      maxAttempts: quiz.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    })
    .returning();
  if (!row) throw new Error('insert returned no quiz');
  for (const question of quiz.questions ?? []) await insertQuestion(tx, row.id, question);
  await enqueueQuizState(tx, row.id, correlationId);
  return adminQuiz(tx, row.id);
});
