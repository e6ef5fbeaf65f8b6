import { type Executor, preparedPer } from '@academy/kit';
import { and, eq, sql } from 'drizzle-orm';
import { quizAttemptCounters, type quizzes } from '../db/schema.ts';
import { remainingAttempts } from '../domain/scoring.ts';
import { attemptLimitOf } from './attempt-limits.ts';

const attemptsUsed = preparedPer((db: Executor) =>
  db
    .select({ used: quizAttemptCounters.attemptsUsed })
    .from(quizAttemptCounters)
    .where(
      and(
        eq(quizAttemptCounters.userId, sql.placeholder('userId')),
        eq(quizAttemptCounters.quizId, sql.placeholder('quizId')),
      ),
    )
    .prepare('learning_attempts_used'),
);

/**
 * Attempts the learner has used and has left at a quiz: its limit with vouchers, less those used. Used is
 * the learner's counter, the one number every attempt passes through once: a timed attempt when it starts
 * (so a running one counts, once), an untimed one when it is scored. Every reply that says how many attempts
 * are used or left reads it here (the list of scored attempts alone misses a running one).
 */
export const attemptStanding = async (
  db: Executor,
  userId: string,
  quiz: Pick<typeof quizzes.$inferSelect, 'id' | 'courseId' | 'maxAttempts'>,
) => {
  const [[counter], { maxAttempts, vouchersApply }] = await Promise.all([
    attemptsUsed(db).execute({ userId, quizId: quiz.id }),
    attemptLimitOf(db, userId, quiz),
  ]);
  return standingOf({ maxAttempts, vouchersApply }, counter?.used ?? 0);
};

/** The standing from the attempt limit and the attempts used (for a caller that read both itself). */
export const standingOf = (limit: { maxAttempts: number; vouchersApply: boolean }, used: number) => ({
  ...limit,
  used,
  remainingAttempts: remainingAttempts(limit.maxAttempts, used),
});
