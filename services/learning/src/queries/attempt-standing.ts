import type { Executor } from '@academy/kit';
import { and, eq } from 'drizzle-orm';
import { quizAttemptCounters, type quizzes } from '../db/schema.ts';
import { remainingAttempts } from '../domain/scoring.ts';
import { attemptLimitOf } from './attempt-limits.ts';

/** Attempts the learner has left at a quiz: its limit with vouchers, less those used (a running timed one counts). */
export const attemptStanding = async (
  db: Executor,
  userId: string,
  quiz: Pick<typeof quizzes.$inferSelect, 'id' | 'courseId' | 'maxAttempts'>,
) => {
  const [[counter], { maxAttempts }] = await Promise.all([
    db
      .select({ used: quizAttemptCounters.attemptsUsed })
      .from(quizAttemptCounters)
      .where(and(eq(quizAttemptCounters.userId, userId), eq(quizAttemptCounters.quizId, quiz.id))),
    attemptLimitOf(db, userId, quiz),
  ]);
  return { maxAttempts, remainingAttempts: remainingAttempts(maxAttempts, counter?.used ?? 0) };
};
