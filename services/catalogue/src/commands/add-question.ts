import type { QuestionBody } from '@academy/contracts';
import type { CatalogueContext } from '../context.ts';
import { adminQuestion } from '../queries/quizzes.ts';
import { enqueueQuizState } from './quiz-events.ts';
import { insertQuestion, requireQuiz } from './quiz-writes.ts';

/** Appends a question to a quiz and republishes the quiz with its answer key. */
export const addQuestion = (
  db: CatalogueContext['db'],
  quizId: number,
  body: QuestionBody,
  correlationId?: string,
) =>
  db.transaction(async (tx) => {
    const quiz = await requireQuiz(tx, quizId);
    const row = await insertQuestion(tx, quiz.id, body);
    await enqueueQuizState(tx, quiz.id, correlationId);
    return adminQuestion(tx, quiz.id, row.id);
  });
