import { eq } from 'drizzle-orm';
import { questions } from '../db/schema.ts';
import { quizCommand } from './announced-change.ts';
import { requireQuestion } from './quiz-writes.ts';

/** Removes a question from a quiz and republishes the quiz with its answer key. */
export const deleteQuestion = quizCommand(
  async (tx, { quizId, questionId }: { quizId: number; questionId: number }) => {
    await requireQuestion(tx, quizId, questionId);
    await tx.delete(questions).where(eq(questions.id, questionId));
  },
);
