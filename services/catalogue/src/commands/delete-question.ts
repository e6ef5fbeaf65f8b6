import { eq } from 'drizzle-orm';
import type { CatalogueContext } from '../context.ts';
import { questions } from '../db/schema.ts';
import { enqueueQuizState } from './quiz-events.ts';
import { requireQuestion } from './quiz-writes.ts';

/** Removes a question from a quiz and republishes the quiz with its answer key. */
export const deleteQuestion = (
  db: CatalogueContext['db'],
  { quizId, questionId }: { quizId: number; questionId: number },
  correlationId?: string,
) =>
  db.transaction(async (tx) => {
    await requireQuestion(tx, quizId, questionId);
    await tx.delete(questions).where(eq(questions.id, questionId));
    await enqueueQuizState(tx, quizId, correlationId);
  });
