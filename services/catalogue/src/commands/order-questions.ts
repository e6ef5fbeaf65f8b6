import { badRequest } from '@academy/kit';
import { and, asc, eq } from 'drizzle-orm';
import { questions } from '../db/schema.ts';
import { adminQuiz } from '../queries/quizzes.ts';
import { quizCommand } from './announced-change.ts';
import { lockQuiz } from './quiz-writes.ts';

/**
 * Puts a quiz's questions in the given order; every question must be listed exactly once. The quiz row is
 * locked first, so a question added at the same time waits and lands after the new order instead of being lost.
 */
export const orderQuestions = quizCommand(
  async (tx, { quizId, questionIds }: { quizId: number; questionIds: number[] }) => {
    await lockQuiz(tx, quizId);
    const current = await tx
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.quizId, quizId))
      .orderBy(asc(questions.position));
    const known = new Set(current.map((question) => question.id));
    const once = new Set(questionIds);
    if (
      questionIds.length !== known.size ||
      once.size !== known.size ||
      questionIds.some((id) => !known.has(id))
    ) {
      throw badRequest('questionIds must list every question of the quiz exactly once', 'VALIDATION');
    }
    for (const [index, questionId] of questionIds.entries()) {
      await tx
        .update(questions)
        .set({ position: index + 1 })
        .where(and(eq(questions.id, questionId), eq(questions.quizId, quizId)));
    }
    return adminQuiz(tx, quizId);
  },
);
