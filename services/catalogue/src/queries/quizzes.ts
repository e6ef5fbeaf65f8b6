import type { AdminQuestion } from '@academy/contracts';
import type { Executor } from '@academy/kit';
import { asc, inArray } from 'drizzle-orm';
import { requireQuiz } from '../commands/quiz-writes.ts';
import { options, questions } from '../db/schema.ts';
import { toAdminQuiz } from './content-view.ts';

/** Questions with their options (answer key included) for the given quizzes, in order, by quiz id. */
export const loadQuestions = async (tx: Executor, quizIds: number[]) => {
  const byQuiz = new Map<number, AdminQuestion[]>();
  if (quizIds.length === 0) return byQuiz;
  const questionRows = await tx
    .select()
    .from(questions)
    .where(inArray(questions.quizId, quizIds))
    .orderBy(asc(questions.position), asc(questions.id));
  const optionRows =
    questionRows.length === 0
      ? []
      : await tx
          .select()
          .from(options)
          .where(
            inArray(
              options.questionId,
              questionRows.map((q) => q.id),
            ),
          )
          .orderBy(asc(options.position), asc(options.id));
  const optionsByQuestion = new Map<number, AdminQuestion['options']>();
  for (const option of optionRows) {
    const list = optionsByQuestion.get(option.questionId) ?? [];
    list.push({ id: option.id, text: option.text, isCorrect: option.isCorrect });
    optionsByQuestion.set(option.questionId, list);
  }
  for (const question of questionRows) {
    const list = byQuiz.get(question.quizId) ?? [];
    list.push({
      id: question.id,
      text: question.text,
      options: optionsByQuestion.get(question.id) ?? [],
      explanation: question.explanation,
    });
    byQuiz.set(question.quizId, list);
  }
  return byQuiz;
};

/** A quiz with its questions and answer key, as administrators edit it. */
export const adminQuiz = async (tx: Executor, quizId: number) => {
  const quiz = await requireQuiz(tx, quizId);
  return toAdminQuiz(quiz, (await loadQuestions(tx, [quizId])).get(quizId) ?? []);
};

/** One question of a quiz with its options, read back inside the transaction that wrote it. */
export const adminQuestion = async (tx: Executor, quizId: number, questionId: number) => {
  const found = (await loadQuestions(tx, [quizId])).get(quizId)?.find((q) => q.id === questionId);
  if (!found) throw new Error(`question ${questionId} vanished inside its own transaction`);
  return found;
};
