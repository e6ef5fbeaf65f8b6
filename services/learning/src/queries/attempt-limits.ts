import { type Executor, preparedPer } from '@academy/kit';
import { eq, sql } from 'drizzle-orm';
import { attemptGrants, courses } from '../db/schema.ts';
import { attemptLimit } from '../domain/exam-vouchers.ts';

/**
 * The course's quizzes and the attempts exam vouchers added to the learner's certification quiz, in one
 * statement: every start and submission reads it after taking the counter lock. Prepared once per database
 * handle (a transaction's are its own; the connection keeps the parsed statement by its name).
 */
const courseLimitReads = preparedPer((db: Executor) =>
  db
    .select({
      quizIds: courses.quizIds,
      vouchers: sql<number>`(select coalesce(sum(${attemptGrants.attempts}), 0)::int from ${attemptGrants}
        where ${attemptGrants.userId} = ${sql.placeholder('userId')} and ${attemptGrants.courseId} = ${courses.id})`,
    })
    .from(courses)
    .where(eq(courses.id, sql.placeholder('courseId')))
    .prepare('learning_course_limit_reads'),
);

/**
 * The learner's attempt limit on a quiz and whether vouchers raise it (read inside the caller's
 * transaction). A course not known yet has no certification quiz, so no voucher applies.
 */
export const attemptLimitOf = async (
  db: Executor,
  userId: string,
  quiz: { id: number; courseId: number; maxAttempts: number },
) => {
  const [course] = await courseLimitReads(db).execute({ userId, courseId: quiz.courseId });
  return attemptLimit(quiz, course?.quizIds ?? [], course?.vouchers ?? 0);
};
