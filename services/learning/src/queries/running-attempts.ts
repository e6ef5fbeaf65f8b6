import type { RunningAttempt } from '@academy/contracts';
import type { Executor } from '@academy/kit';
import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { savedAnswers, startedAttempts } from '../db/schema.ts';

type StartedAttempt = typeof startedAttempts.$inferSelect;

export const runningAttemptView = (attempt: StartedAttempt, answered: number): RunningAttempt => ({
  attemptId: attempt.id,
  userId: attempt.userId,
  attemptNumber: attempt.attemptNumber,
  startedAt: attempt.startedAt.toISOString(),
  deadline: (attempt.deadline ?? attempt.startedAt).toISOString(),
  extendedMinutes: attempt.extendedMinutes,
  answered,
});

/** The timed attempts at a quiz that are running (not submitted), soonest deadline first, for administrators. */
export const runningTimedAttempts = async (db: Executor, quizId: number) => {
  const rows = await db
    .select({ attempt: startedAttempts, answered: count(savedAnswers.questionId) })
    .from(startedAttempts)
    .leftJoin(savedAnswers, eq(savedAnswers.startedAttemptId, startedAttempts.id))
    .where(
      and(
        eq(startedAttempts.quizId, quizId),
        isNull(startedAttempts.submittedAt),
        isNotNull(startedAttempts.deadline),
      ),
    )
    .groupBy(startedAttempts.id)
    .orderBy(asc(startedAttempts.deadline));
  return rows.map(({ attempt, answered }) => runningAttemptView(attempt, answered));
};

export const answeredCount = async (db: Executor, attemptId: string) => {
  const [row] = await db
    .select({ answered: count() })
    .from(savedAnswers)
    .where(eq(savedAnswers.startedAttemptId, attemptId));
  return row?.answered ?? 0;
};
