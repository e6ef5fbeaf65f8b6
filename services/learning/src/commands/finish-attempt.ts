import { conflict, type Executor, notFound } from '@academy/kit';
import { and, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { LearningDb } from '../context.ts';
import { quizAttempts, quizzes, startedAttempts } from '../db/schema.ts';
import { DEADLINE_GRACE_MS, finishTime } from '../domain/attempt-rules.ts';
import { remainingAttempts, scoreQuiz } from '../domain/scoring.ts';
import { finishingReadsOf } from '../queries/attempt-limits.ts';
import { answersOf, lockOwnAttemptWithQuiz } from '../queries/started-attempts.ts';
import { lockAttemptCount, lockAttemptCounter, recordAttempt } from './record-attempt.ts';
import { MAX_ATTEMPTS_REACHED } from './submit-attempt.ts';

type StartedAttempt = typeof startedAttempts.$inferSelect;
type Quiz = typeof quizzes.$inferSelect;

/**
 * Scores a started attempt with its saved answers, once: the caller holds its row locked and it is not
 * submitted yet. It finishes now, or at its deadline if that came first, and is recorded like any
 * submission (activity, passed/failed event, completion).
 */
export const finishLocked = async (
  tx: Executor,
  attempt: StartedAttempt,
  now: Date,
  correlationId?: string,
  /** The attempt's quiz when the caller read it with the attempt. */
  knownQuiz?: Quiz,
) => {
  const quiz = knownQuiz ?? (await tx.select().from(quizzes).where(eq(quizzes.id, attempt.quizId)))[0];
  if (!quiz) throw notFound('Quiz not found');
  // A timed attempt was counted when it started; a draft is counted now, under the counter's lock.
  const countsAttempt = attempt.attemptNumber === null;
  if (countsAttempt) await lockAttemptCounter(tx, attempt.userId, quiz.id);
  const { used, maxAttempts, answers } = await finishingReadsOf(tx, attempt, quiz);
  if (countsAttempt && used >= maxAttempts) throw conflict(MAX_ATTEMPTS_REACHED, 'MAX_ATTEMPTS');
  const attemptNumber = attempt.attemptNumber ?? used + 1;
  const result = scoreQuiz(quiz.questions, answers, quiz.passingScore);
  const finishedAt = finishTime(attempt.deadline, now);
  await recordAttempt(
    tx,
    {
      userId: attempt.userId,
      quiz,
      attemptNumber,
      result,
      completedAt: finishedAt,
      startedAttemptId: attempt.id,
      countsAttempt,
    },
    correlationId,
  );
  return {
    attemptNumber,
    ...result,
    passingScore: quiz.passingScore,
    remainingAttempts: remainingAttempts(maxAttempts, Math.max(used, attemptNumber)),
    finishedAt,
  };
};

/** The result of an attempt submitted before: a second submission (a retry, another tab) answers it again. */
const earlierResult = async (tx: Executor, attempt: StartedAttempt) => {
  const [quiz] = await tx.select().from(quizzes).where(eq(quizzes.id, attempt.quizId));
  const [scored] = await tx
    .select()
    .from(quizAttempts)
    .where(eq(quizAttempts.id, attempt.attemptId ?? 0));
  if (!quiz || !scored) throw notFound('Attempt not found');
  const { used, maxAttempts } = await lockAttemptCount(tx, attempt.userId, quiz);
  const { correctAnswers, totalQuestions } = scoreQuiz(
    quiz.questions,
    await answersOf(tx, attempt.id),
    quiz.passingScore,
  );
  return {
    attemptNumber: scored.attemptNumber,
    score: scored.score,
    passed: scored.passed,
    correctAnswers,
    totalQuestions,
    passingScore: quiz.passingScore,
    remainingAttempts: remainingAttempts(maxAttempts, used),
    finishedAt: scored.completedAt,
  };
};

/** The learner submits their attempt (idempotent: submitting it again answers the first result). */
export const submitStartedAttempt = async (
  db: LearningDb,
  input: { attemptId: string; userId: string; now: Date },
  correlationId?: string,
) =>
  db.transaction(async (tx) => {
    const { attempt, quiz } = await lockOwnAttemptWithQuiz(tx, input.attemptId, input.userId);
    if (attempt.submittedAt) return earlierResult(tx, attempt);
    return finishLocked(tx, attempt, input.now, correlationId, quiz);
  });

/**
 * Submits one attempt whose time ran out (deadline plus the grace for saves in flight) with nobody
 * submitting it; resolves to whether there was one. `SKIP LOCKED` lets several replicas sweep at once,
 * each taking other attempts, and skips one a learner is submitting at that moment.
 */
export const finaliseOneDueAttempt = async (db: LearningDb, now: Date) =>
  db.transaction(async (tx) => {
    const due = and(
      isNull(startedAttempts.submittedAt),
      isNotNull(startedAttempts.deadline),
      lt(startedAttempts.deadline, new Date(now.getTime() - DEADLINE_GRACE_MS)),
    );
    const [attempt] = await tx
      .select()
      .from(startedAttempts)
      .where(due)
      .orderBy(asc(startedAttempts.deadline))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!attempt) return false;
    await finishLocked(tx, attempt, now);
    return true;
  });
