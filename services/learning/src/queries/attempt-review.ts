import type { AttemptReviewReply } from '@academy/contracts';
import { conflict, type Executor, forbidden, notFound } from '@academy/kit';
import { eq } from 'drizzle-orm';
import { quizAttempts, quizzes, startedAttempts } from '../db/schema.ts';
import { attemptQuestions } from '../domain/attempt-rules.ts';
import { attemptStanding } from './attempt-standing.ts';
import { answersOf } from './started-attempts.ts';

/**
 * A submitted attempt question by question, in the order it was shown: the learner's answer and whether
 * it was right; the right answer and its explanation too, unless the quiz hides them while attempts remain.
 */
export const attemptReview = async (
  db: Executor,
  attemptId: string,
  userId: string,
): Promise<AttemptReviewReply> => {
  const [attempt] = await db.select().from(startedAttempts).where(eq(startedAttempts.id, attemptId));
  if (!attempt) throw notFound('Attempt not found');
  if (attempt.userId !== userId) throw forbidden('This attempt is not yours');
  const [scored] = attempt.attemptId
    ? await db.select().from(quizAttempts).where(eq(quizAttempts.id, attempt.attemptId))
    : [];
  if (!scored) throw conflict('This attempt has not been submitted yet', 'ATTEMPT_RUNNING');
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.id, attempt.quizId));
  if (!quiz) throw notFound('Quiz not found');
  const { remainingAttempts } = await attemptStanding(db, userId, quiz);
  const answersShown = !quiz.hideAnswersUntilLastAttempt || remainingAttempts === 0;
  const chosen = new Map((await answersOf(db, attempt.id)).map((a) => [a.questionId, a.selectedOptionId]));
  const key = new Map(quiz.questions.map((q) => [q.questionId, q]));
  const shown = new Map(attemptQuestions(quiz.questions, attempt.questionOrder).map((q) => [q.id, q]));
  return {
    attemptNumber: scored.attemptNumber,
    score: scored.score,
    passed: scored.passed,
    finishedAt: scored.completedAt.toISOString(),
    answersShown,
    questions: attempt.questionOrder.flatMap(({ questionId }) => {
      const question = key.get(questionId);
      const asShown = shown.get(questionId);
      if (!question || !asShown) return []; // removed from the quiz since
      const selectedOptionId = chosen.get(questionId) ?? null;
      return [
        {
          questionId,
          text: asShown.text,
          options: asShown.options,
          selectedOptionId,
          correct: selectedOptionId === question.correctOptionId,
          correctOptionId: answersShown ? question.correctOptionId : null,
          explanation: answersShown ? (question.explanation ?? null) : null,
        },
      ];
    }),
  };
};
