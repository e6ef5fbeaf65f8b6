import type { QuizProgress } from '@academy/contracts';
import { preparedPer } from '@academy/kit';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { LearningDb } from '../context.ts';
import { quizAttemptCounters, quizAttempts, quizzes } from '../db/schema.ts';
import { attemptLimit } from '../domain/exam-vouchers.ts';
import { bestScore, quizStatus } from '../domain/progress.ts';
import { remainingAttempts } from '../domain/scoring.ts';
import { voucherAttemptsOf } from './attempt-limits.ts';

/** Defaults for a required quiz whose details have not arrived from the catalogue yet (spec §9). */
const DEFAULT_PASSING_SCORE = 80;
const DEFAULT_MAX_ATTEMPTS = 3;

// `= any($1)`: one prepared statement whatever the number of quizzes (node-postgres sends the array).
const quizzesAmong = preparedPer((db: LearningDb) =>
  db
    .select()
    .from(quizzes)
    .where(sql`${quizzes.id} = any(${sql.placeholder('quizIds')})`)
    .prepare('learning_quizzes_among'),
);

/** The learner's attempts at any of `quizIds` (one quiz or a course's), first attempt first. */
export const attemptsAmong = preparedPer((db: LearningDb) =>
  db
    .select()
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, sql.placeholder('userId')),
        sql`${quizAttempts.quizId} = any(${sql.placeholder('quizIds')})`,
      ),
    )
    .orderBy(asc(quizAttempts.attemptNumber))
    .prepare('learning_attempts_among'),
);

/** The learner's attempt counters at any of `quizIds`: attempts used, a running timed one included. */
const countersAmong = preparedPer((db: LearningDb) =>
  db
    .select()
    .from(quizAttemptCounters)
    .where(
      and(
        eq(quizAttemptCounters.userId, sql.placeholder('userId')),
        sql`${quizAttemptCounters.quizId} = any(${sql.placeholder('quizIds')})`,
      ),
    )
    .prepare('learning_attempt_counters_among'),
);

/**
 * The learner's standing on each of a course's required quizzes, in the course's order; the
 * certification quiz counts the attempts exam vouchers added. `attempts` are those used, as
 * `attemptStanding` counts them: a running timed attempt once, from its start.
 */
export const courseQuizProgress = async (
  db: LearningDb,
  userId: string,
  course: { id: number; quizIds: number[] },
) => {
  const { quizIds } = course;
  if (quizIds.length === 0) return { totalQuizzes: 0, completedQuizzes: 0, quizzes: [] };
  const [voucherAttempts, known, attempts, counters] = await Promise.all([
    voucherAttemptsOf(db, userId, course.id),
    quizzesAmong(db).execute({ quizIds }),
    attemptsAmong(db).execute({ userId, quizIds }),
    countersAmong(db).execute({ userId, quizIds }),
  ]);
  const items = quizIds.map((quizId): QuizProgress => {
    const quiz = known.find((q) => q.id === quizId);
    const mine = attempts.filter((a) => a.quizId === quizId);
    const latest = mine.at(-1);
    const ownLimit = { id: quizId, maxAttempts: quiz?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS };
    const limit = attemptLimit(ownLimit, quizIds, voucherAttempts);
    const used = counters.find((c) => c.quizId === quizId)?.attemptsUsed ?? mine.length;
    return {
      quizId,
      title: quiz?.title ?? `Quiz ${quizId}`,
      status: quizStatus(mine),
      attempts: used,
      remainingAttempts: remainingAttempts(limit.maxAttempts, used),
      bestScore: bestScore(mine),
      passingScore: quiz?.passingScore ?? DEFAULT_PASSING_SCORE,
      latestAttempt: latest ? { completedAt: latest.completedAt.toISOString() } : null,
      totalQuestions: quiz?.questions.length ?? 0,
    };
  });
  return {
    totalQuizzes: items.length,
    completedQuizzes: items.filter((q) => q.status === 'PASSED').length,
    quizzes: items,
  };
};
