import type { QuestionBody } from '@academy/contracts';
import { eq } from 'drizzle-orm';
import { options, questions } from '../db/schema.ts';
import { adminQuestion } from '../queries/quizzes.ts';
import { quizCommand } from './announced-change.ts';
import { insertOptions, requireQuestion } from './quiz-writes.ts';

type QuestionEdit = { quizId: number; questionId: number; question: QuestionBody };

/** Replaces a question's text and options and republishes the quiz with its answer key. */
export const updateQuestion = quizCommand(async (tx, { quizId, questionId, question }: QuestionEdit) => {
  await requireQuestion(tx, quizId, questionId);
  await tx
    .update(questions)
    .set({ text: question.text, explanation: question.explanation ?? null })
    .where(eq(questions.id, questionId));
  await tx.delete(options).where(eq(options.questionId, questionId));
  await insertOptions(tx, questionId, question);
  return adminQuestion(tx, quizId, questionId);
});
