import type { QuestionBody } from '@academy/contracts';
import { type Executor, firstOrNotFound } from '@academy/kit';
import { and, eq } from 'drizzle-orm';
import { contentItems, options, questions } from '../db/schema.ts';
import { assertOneCorrectOption } from '../domain/quiz.ts';
import { nextPosition } from '../queries/courses.ts';

export const requireQuiz = (tx: Executor, quizId: number) => {
  const isQuiz = and(eq(contentItems.id, quizId), eq(contentItems.kind, 'quiz'));
  return firstOrNotFound(tx.select().from(contentItems).where(isQuiz), `Quiz ${quizId} not found`);
};

/** Like requireQuiz, and holds the quiz row until the transaction ends: its question list cannot change meanwhile. */
export const lockQuiz = (tx: Executor, quizId: number) => {
  const isQuiz = and(eq(contentItems.id, quizId), eq(contentItems.kind, 'quiz'));
  const locked = tx.select().from(contentItems).where(isQuiz).for('update');
  return firstOrNotFound(locked, `Quiz ${quizId} not found`);
};

export const requireQuestion = (tx: Executor, quizId: number, questionId: number) => {
  const inQuiz = and(eq(questions.id, questionId), eq(questions.quizId, quizId));
  const found = tx.select().from(questions).where(inQuiz);
  return firstOrNotFound(found, `Question ${questionId} not found in quiz ${quizId}`);
};

export const insertOptions = async (tx: Executor, questionId: number, body: QuestionBody) => {
  assertOneCorrectOption(body.options);
  await tx
    .insert(options)
    .values(body.options.map((option, index) => ({ questionId, position: index + 1, ...option })));
};

/** Appends a question with its options to the quiz; exactly one option must be correct. */
export const insertQuestion = async (tx: Executor, quizId: number, body: QuestionBody) => {
  assertOneCorrectOption(body.options);
  const position = await nextPosition(tx, questions, questions.quizId, quizId);
  const [question] = await tx
    .insert(questions)
    .values({ quizId, text: body.text, explanation: body.explanation ?? null, position })
    .returning();
  if (!question) throw new Error('insert returned no question');
  await insertOptions(tx, question.id, body);
  return question;
};
