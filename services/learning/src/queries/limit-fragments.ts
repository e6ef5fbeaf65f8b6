import { type AnyColumn, sql } from 'drizzle-orm';
import { attemptGrants, courses } from '../db/schema.ts';

/**
 * What an attempt limit is made of (`attemptLimit`), as subqueries of the statements that read it with
 * other things: the learner is the statement's `userId` placeholder.
 */

/** Attempts exam vouchers added to the learner's certification quiz of the course in `courseId`. */
export const voucherAttempts = (courseId: AnyColumn) =>
  sql<number>`(select coalesce(sum(${attemptGrants.attempts}), 0)::int from ${attemptGrants}
    where ${attemptGrants.userId} = ${sql.placeholder('userId')} and ${attemptGrants.courseId} = ${courseId})`;

/** The required quizzes of the course in `courseId`, none when the course is not known yet. */
export const courseQuizIds = (courseId: AnyColumn) =>
  sql<
    number[]
  >`coalesce((select ${courses.quizIds} from ${courses} where ${courses.id} = ${courseId}), '{}')`;
