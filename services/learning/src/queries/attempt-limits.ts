import type { Executor } from '@academy/kit';
import { and, eq, sum } from 'drizzle-orm';
import { attemptGrants, courses } from '../db/schema.ts';
import { attemptLimit } from '../domain/exam-vouchers.ts';

/** Attempts exam vouchers added to the learner's certification quiz of a course. */
export const voucherAttemptsOf = async (db: Executor, userId: string, courseId: number) => {
  const [row] = await db
    .select({ total: sum(attemptGrants.attempts).mapWith(Number) })
    .from(attemptGrants)
    .where(and(eq(attemptGrants.userId, userId), eq(attemptGrants.courseId, courseId)));
  return row?.total ?? 0;
};

/** The learner's attempt limit on a quiz and whether vouchers raise it (read inside the caller's transaction). */
export const attemptLimitOf = async (
  db: Executor,
  userId: string,
  quiz: { id: number; courseId: number; maxAttempts: number },
) => {
  const [course] = await db
    .select({ quizIds: courses.quizIds })
    .from(courses)
    .where(eq(courses.id, quiz.courseId));
  return attemptLimit(quiz, course?.quizIds ?? [], await voucherAttemptsOf(db, userId, quiz.courseId));
};
