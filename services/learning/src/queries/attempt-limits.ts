import { type Executor, preparedPer } from '@academy/kit';
import { and, eq, sql, sum } from 'drizzle-orm';
import { attemptGrants, courses } from '../db/schema.ts';
import { attemptLimit } from '../domain/exam-vouchers.ts';

// Prepared once per database handle (a transaction's are its own): learners opening a quiz ask these.
const voucherAttempts = preparedPer((db: Executor) =>
  db
    .select({ total: sum(attemptGrants.attempts).mapWith(Number) })
    .from(attemptGrants)
    .where(
      and(
        eq(attemptGrants.userId, sql.placeholder('userId')),
        eq(attemptGrants.courseId, sql.placeholder('courseId')),
      ),
    )
    .prepare('learning_voucher_attempts'),
);

const courseQuizIds = preparedPer((db: Executor) =>
  db
    .select({ quizIds: courses.quizIds })
    .from(courses)
    .where(eq(courses.id, sql.placeholder('courseId')))
    .prepare('learning_course_quiz_ids'),
);

/** Attempts exam vouchers added to the learner's certification quiz of a course. */
export const voucherAttemptsOf = async (db: Executor, userId: string, courseId: number) => {
  const [row] = await voucherAttempts(db).execute({ userId, courseId });
  return row?.total ?? 0;
};

/** The learner's attempt limit on a quiz and whether vouchers raise it (read inside the caller's transaction). */
export const attemptLimitOf = async (
  db: Executor,
  userId: string,
  quiz: { id: number; courseId: number; maxAttempts: number },
) => {
  const [[course], vouchers] = await Promise.all([
    courseQuizIds(db).execute({ courseId: quiz.courseId }),
    voucherAttemptsOf(db, userId, quiz.courseId),
  ]);
  return attemptLimit(quiz, course?.quizIds ?? [], vouchers);
};
