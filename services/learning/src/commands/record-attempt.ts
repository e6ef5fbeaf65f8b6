import { learning } from '@academy/contracts';
import { businessMetrics, type Executor, enqueueEvent } from '@academy/kit';
import { and, eq, sql } from 'drizzle-orm';
import { activities, quizAttemptCounters, quizAttempts, type quizzes } from '../db/schema.ts';
import type { QuizScore } from '../domain/scoring.ts';
import { attemptLimitOf } from '../queries/attempt-limits.ts';
import { completeContent } from './complete-content.ts';

type Quiz = typeof quizzes.$inferSelect;

/**
 * Locks the learner's counter row for the quiz, so attempts that race are counted one after another, and
 * reads the attempts used and the limit: the quiz's `maxAttempts` plus the attempts exam vouchers added
 * (read after the lock, so a voucher redeemed meanwhile counts and none counts twice). The counter is
 * created and locked in one statement: an upsert that changes nothing still locks the row it meets, and
 * returns its latest committed count.
 */
export const lockAttemptCount = async (tx: Executor, userId: string, quiz: Quiz) => {
  const [counter] = await tx
    .insert(quizAttemptCounters)
    .values({ userId, quizId: quiz.id })
    .onConflictDoUpdate({
      target: [quizAttemptCounters.userId, quizAttemptCounters.quizId],
      set: { attemptsUsed: sql`${quizAttemptCounters.attemptsUsed}` },
    })
    .returning({ attemptsUsed: quizAttemptCounters.attemptsUsed });
  const { maxAttempts } = await attemptLimitOf(tx, userId, quiz);
  return { used: counter?.attemptsUsed ?? 0, maxAttempts };
};

/** Uses one attempt (the caller holds the counter lock); resolves to its number. */
export const countAttempt = async (tx: Executor, userId: string, quizId: number, used: number) => {
  await tx
    .update(quizAttemptCounters)
    .set({ attemptsUsed: sql`${quizAttemptCounters.attemptsUsed} + 1` })
    .where(and(eq(quizAttemptCounters.userId, userId), eq(quizAttemptCounters.quizId, quizId)));
  return used + 1;
};

/**
 * Records a scored attempt with what follows from it, in the caller's transaction: the learner's
 * activity, `learning.quiz.passed.v1` or `failed.v1` (outbox), and on a pass the quiz completed as content.
 */
export const recordAttempt = async (
  tx: Executor,
  input: {
    userId: string;
    quiz: Quiz;
    attemptNumber: number;
    result: QuizScore;
    submissionId?: string;
    /** When it was finished; now unless the deadline finished it. */
    completedAt?: Date;
  },
  correlationId?: string,
) => {
  const { userId, quiz, attemptNumber, result } = input;
  const [attempt] = await tx
    .insert(quizAttempts)
    .values({
      userId,
      quizId: quiz.id,
      courseId: quiz.courseId,
      attemptNumber,
      score: result.score,
      passed: result.passed,
      submissionId: input.submissionId,
      ...(input.completedAt ? { completedAt: input.completedAt } : {}),
    })
    .returning();
  if (!attempt) throw new Error('insert returned no attempt');
  await tx.insert(activities).values({
    userId,
    type: result.passed ? 'quiz_passed' : 'quiz_failed',
    title: `${result.passed ? 'Passed' : 'Failed'} ${quiz.title} (${result.score}%)`,
    courseId: quiz.courseId,
    occurredAt: attempt.completedAt,
  });
  await enqueueEvent(
    tx,
    result.passed ? learning.quizPassed : learning.quizFailed,
    {
      userId,
      courseId: quiz.courseId,
      quizId: quiz.id,
      attemptNumber,
      score: result.score,
      passingScore: quiz.passingScore,
    },
    correlationId,
  );
  if (result.passed) {
    await completeContent(
      tx,
      { userId, courseId: quiz.courseId, contentId: quiz.id, kind: 'quiz', title: `Completed ${quiz.title}` },
      correlationId,
    );
  }
  businessMetrics.quizzesSubmitted.inc();
  if (result.passed) businessMetrics.quizzesPassed.inc();
  return attempt;
};
