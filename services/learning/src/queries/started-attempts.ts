import type { OpenAttempt } from '@academy/contracts';
import { type Executor, forbidden, notFound, preparedPer } from '@academy/kit';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { quizzes, savedAnswers, startedAttempts } from '../db/schema.ts';
import { attemptQuestions } from '../domain/attempt-rules.ts';
import type { AnswerKeyQuestion } from '../domain/scoring.ts';

type StartedAttempt = typeof startedAttempts.$inferSelect;

/** The learner's attempt at the quiz that has not been submitted yet, if any. */
export const runningAttemptOf = async (db: Executor, userId: string, quizId: number) => {
  const [running] = await db
    .select()
    .from(startedAttempts)
    .where(
      and(
        eq(startedAttempts.userId, userId),
        eq(startedAttempts.quizId, quizId),
        isNull(startedAttempts.submittedAt),
      ),
    );
  return running;
};

// Every autosave and submission runs it: a named statement, parsed once per connection (a transaction's
// handle is new each time, but the connection keeps the statement by its name).
const lockedAttemptWithQuiz = preparedPer((db: Executor) =>
  db
    .select({ attempt: startedAttempts, quiz: quizzes })
    .from(startedAttempts)
    .leftJoin(quizzes, eq(quizzes.id, startedAttempts.quizId))
    .where(eq(startedAttempts.id, sql.placeholder('attemptId')))
    .for('update', { of: startedAttempts })
    .prepare('learning_lock_attempt_with_quiz'),
);

/**
 * A started attempt locked FOR UPDATE (saves and the submission of one attempt queue on it), read with its
 * quiz in the same statement, refused unless it is the caller's own: nobody else, administrators included,
 * answers for a learner.
 */
export const lockOwnAttemptWithQuiz = async (db: Executor, attemptId: string, userId: string) => {
  const [found] = await lockedAttemptWithQuiz(db).execute({ attemptId });
  return { attempt: assertOwnAttempt(found?.attempt, userId), quiz: found?.quiz ?? undefined };
};

/** The attempt, refused unless it exists and is the caller's own. */
export const assertOwnAttempt = (attempt: StartedAttempt | undefined, userId: string) => {
  if (!attempt) throw notFound('Attempt not found');
  if (attempt.userId !== userId) throw forbidden('This attempt is not yours');
  return attempt;
};

/** An answer saved into a started attempt, as every reply and the scoring read it. */
export type SavedAnswer = { questionId: number; selectedOptionId: number; sequence: number };

export const answersOf = (db: Executor, attemptId: string) =>
  db
    .select({
      questionId: savedAnswers.questionId,
      selectedOptionId: savedAnswers.selectedOptionId,
      sequence: savedAnswers.sequence,
    })
    .from(savedAnswers)
    .where(eq(savedAnswers.startedAttemptId, attemptId))
    .orderBy(asc(savedAnswers.questionId));

/**
 * A running attempt as the client resumes it: its clock, its order, its questions (the only way a learner
 * reads a timed quiz's questions) and every saved answer.
 */
export const attemptView = (
  attempt: StartedAttempt,
  key: readonly AnswerKeyQuestion[],
  answers: OpenAttempt['answers'],
): OpenAttempt => ({
  attemptId: attempt.id,
  quizId: attempt.quizId,
  attemptNumber: attempt.attemptNumber,
  startedAt: attempt.startedAt.toISOString(),
  deadline: attempt.deadline?.toISOString() ?? null,
  order: attempt.questionOrder,
  questions: attemptQuestions(key, attempt.questionOrder),
  answers,
  lastSequence: attempt.lastSequence,
  extendedMinutes: attempt.extendedMinutes,
});

/** A running attempt with its saved answers read from the database. */
export const openAttemptView = async (
  db: Executor,
  attempt: StartedAttempt,
  key: readonly AnswerKeyQuestion[],
) => attemptView(attempt, key, await answersOf(db, attempt.id));
