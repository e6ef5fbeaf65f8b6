import type { QuestionBody } from '@academy/contracts';
import { eq } from 'drizzle-orm';
import type { CatalogueContext } from '../context.ts';
import { options, questions } from '../db/schema.ts';
import { adminQuestion } from '../queries/quizzes.ts';
import { enqueueQuizState } from './quiz-events.ts';
import { insertOptions, requireQuestion } from './quiz-writes.ts';

/** Replaces a question's text and options and republishes the quiz with its answer key. */
export const updateQuestion = (
  db: CatalogueContext['db'],
  { quizId, questionId }: { quizId: number; questionId: number },
  body: QuestionBody,
  correlationId?: string,
) =>
  db.transaction(async (tx) => {
    await requireQuestion(tx, quizId, questionId);
    await tx.update(questions).set({ text: body.text }).where(eq(questions.id, questionId));
    await tx.delete(options).where(eq(options.questionId, questionId));
    await insertOptions(tx, questionId, body);
    await enqueueQuizState(tx, quizId, correlationId);
    return adminQuestion(tx, quizId, questionId);
  });
