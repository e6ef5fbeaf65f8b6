import { type AnyColumn, type SQLWrapper, sql } from 'drizzle-orm';
import { attemptGrants, courses } from '../db/schema.ts';

/**
 * What an attempt limit is made of (`attemptLimit`), as subqueries of the statements that read it with
 * other things: the learner is the statement's `userId` placeholder unless `learner` names another.
 */

/** Attempts exam vouchers added to the learner's certification quiz of the course in `courseId`. */
export const voucherAttempts = (courseId: AnyColumn, learner: SQLWrapper = sql.placeholder('userId')) =>
  sql<number>`(select coalesce(sum(${attemptGrants.attempts}), 0)::int from ${attemptGrants}
    where ${attemptGrants.userId} = ${learner} and ${attemptGrants.courseId} = ${courseId})`;

/** The required quizzes of the course in `courseId`, none when the course is not known yet. */
export const courseQuizIds = (courseId: AnyColumn) =>
  sql<
    number[]
  >`coalesce((select ${courses.quizIds} from ${courses} where ${courses.id} = ${courseId}), '{}')`;
