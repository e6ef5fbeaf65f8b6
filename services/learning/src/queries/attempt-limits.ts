import { type Executor, preparedPer, runNamed } from '@academy/kit';
import { eq, sql } from 'drizzle-orm';
import { courses } from '../db/schema.ts';
import { attemptLimit } from '../domain/exam-vouchers.ts';
import { voucherAttempts } from './limit-fragments.ts';
import type { SavedAnswer } from './started-attempts.ts';

/**
 * The course's quizzes and the attempts exam vouchers added to the learner's certification quiz, in one
 * statement: every start and submission reads it after taking the counter lock. Prepared once per database
 * handle (a transaction's are its own; the connection keeps the parsed statement by its name).
 */
const courseLimitReads = preparedPer((db: Executor) =>
  db
    .select({
      quizIds: courses.quizIds,
      vouchers: voucherAttempts(courses.id),
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

/** Read once the attempt (and for a draft, the counter) is locked: no save or count can change meanwhile. */
const FINISHING_READS = `
  SELECT
    coalesce((SELECT attempts_used FROM quiz_attempt_counters WHERE user_id = $1 AND quiz_id = $2), 0) AS used,
    coalesce((SELECT quiz_ids FROM courses WHERE id = $3), '{}') AS "quizIds",
    (SELECT coalesce(sum(attempts), 0)::int FROM attempt_grants WHERE user_id = $1 AND course_id = $3) AS vouchers,
    (SELECT coalesce(json_agg(json_build_object('questionId', question_id,
        'selectedOptionId', selected_option_id, 'sequence', sequence) ORDER BY question_id), '[]'::json)
      FROM saved_answers WHERE started_attempt_id = $4) AS answers`;

/**
 * What scoring a started attempt reads, in one statement: the attempts used and the limit (as
 * `attemptLimitOf`) and the answers saved into it.
 */
export const finishingReadsOf = async (
  db: Executor,
  attempt: { id: string; userId: string },
  quiz: { id: number; courseId: number; maxAttempts: number },
) => {
  const [read] = await runNamed<{
    used: number;
    quizIds: number[];
    vouchers: number;
    answers: SavedAnswer[];
  }>(db, {
    name: 'learning_finishing_reads',
    text: FINISHING_READS,
    values: [attempt.userId, quiz.id, quiz.courseId, attempt.id],
  });
  if (!read) throw new Error('the finishing reads returned no row');
  const { maxAttempts } = attemptLimit(quiz, read.quizIds, read.vouchers);
  return { used: read.used, maxAttempts, answers: read.answers };
};
