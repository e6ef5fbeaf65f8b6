import type { QuestionBody } from '@academy/contracts';
import { type Executor, notFound } from '@academy/kit';
import { and, eq, max } from 'drizzle-orm';
import { contentItems, options, questions } from '../db/schema.ts';
import { assertOneCorrectOption } from '../domain/quiz.ts';

export const requireQuiz = async (tx: Executor, quizId: number) => {
  const [quiz] = await tx
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, quizId), eq(contentItems.kind, 'quiz')));
  if (!quiz) throw notFound(`Quiz ${quizId} not found`);
  return quiz;
};

export const requireQuestion = async (tx: Executor, quizId: number, questionId: number) => {
  const [question] = await tx
    .select()
    .from(questions)
    .where(and(eq(questions.id, questionId), eq(questions.quizId, quizId)));
  if (!question) throw notFound(`Question ${questionId} not found in quiz ${quizId}`);
  return question;
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
  const [last] = await tx
    .select({ position: max(questions.position) })
    .from(questions)
    .where(eq(questions.quizId, quizId));
  const [question] = await tx
    .insert(questions)
    .values({ quizId, text: body.text, position: (last?.position ?? 0) + 1 })
    .returning();
  if (!question) throw new Error('insert returned no question');
  await insertOptions(tx, question.id, body);
  return question;
};
