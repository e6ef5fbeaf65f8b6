import { learning } from '@academy/contracts';
import {
  businessMetrics,
  type Executor,
  insertOutboxRow,
  outboxRow,
  outboxValues,
  runNamed,
} from '@academy/kit';
import { sql } from 'drizzle-orm';
import { quizAttemptCounters, type quizAttempts, type quizzes } from '../db/schema.ts';
import type { QuizScore } from '../domain/scoring.ts';
import { attemptLimitOf } from '../queries/attempt-limits.ts';
import { completeContent } from './complete-content.ts';

type Quiz = typeof quizzes.$inferSelect;

/**
 * Locks the learner's counter row for the quiz, so attempts that race are counted one after another, and
 * resolves to the attempts used. The counter is created and locked in one statement: an upsert that
 * changes nothing still locks the row it meets, and returns its latest committed count.
 */
export const lockAttemptCounter = async (tx: Executor, userId: string, quizId: number) => {
  const [counter] = await tx
    .insert(quizAttemptCounters)
    .values({ userId, quizId })
    .onConflictDoUpdate({
      target: [quizAttemptCounters.userId, quizAttemptCounters.quizId],
      set: { attemptsUsed: sql`${quizAttemptCounters.attemptsUsed}` },
    })
    .returning({ attemptsUsed: quizAttemptCounters.attemptsUsed });
  return counter?.attemptsUsed ?? 0;
};

/**
 * The counter locked (`lockAttemptCounter`), then the attempts used and the limit: the quiz's
 * `maxAttempts` plus the attempts exam vouchers added (read after the lock, so a voucher redeemed
 * meanwhile counts and none counts twice).
 */
export const lockAttemptCount = async (tx: Executor, userId: string, quiz: Quiz) => {
  const used = await lockAttemptCounter(tx, userId, quiz.id);
  const { maxAttempts } = await attemptLimitOf(tx, userId, quiz);
  return { used, maxAttempts };
};

/**
 * One statement: the scored attempt, the learner's activity, its passed/failed event (outbox), for a
 * started attempt ($15) that attempt marked submitted with the scored row, and when $16 says the attempt is
 * counted now (an untimed one; a timed one was counted when it started) the learner's counter raised (its
 * row is locked by the caller). Finished now (the transaction's time) unless $8, the deadline, finished it.
 */
const RECORD_ATTEMPT = `
  WITH attempt AS (
    INSERT INTO quiz_attempts (user_id, quiz_id, course_id, attempt_number, score, passed, submission_id, completed_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, coalesce($8::timestamptz, now()))
    RETURNING *
  ), activity AS (
    INSERT INTO activities (user_id, type, title, course_id, occurred_at)
    SELECT user_id, $9::text, $10::text, course_id, completed_at FROM attempt
  ), event AS (
    ${insertOutboxRow(11)}
  ), finished AS (
    UPDATE started_attempts SET submitted_at = attempt.completed_at, attempt_id = attempt.id,
      attempt_number = attempt.attempt_number
    FROM attempt WHERE started_attempts.id = $15
  ), counted AS (
    UPDATE quiz_attempt_counters SET attempts_used = attempts_used + 1
    WHERE user_id = $1 AND quiz_id = $2 AND $16::boolean
  )
  SELECT id, user_id AS "userId", quiz_id AS "quizId", course_id AS "courseId",
    attempt_number AS "attemptNumber", score, passed, completed_at AS "completedAt",
    submission_id AS "submissionId"
  FROM attempt`;

/**
 * Records a scored attempt with what follows from it, in the caller's transaction: the learner's
 * activity, `learning.quiz.passed.v1` or `failed.v1` (outbox), the started attempt it finishes marked
 * submitted, the attempt counted when `countsAttempt` (the caller holds the counter's lock,
 * `lockAttemptCounter`, and `attemptNumber` is the count it read plus one), and on a pass the quiz
 * completed as content. One statement, two on a pass.
 */
export const recordAttempt = async (
  tx: Executor,
  input: {
    userId: string;
    quiz: Quiz;
    attemptNumber: number;
    result: QuizScore;
    submissionId?: string;
    /** When it was finished; now unless the deadline finished it. */
    completedAt?: Date;
    /** The started attempt this scores, marked submitted by it. */
    startedAttemptId?: string;
    /** This attempt uses one of the learner's attempts now: their counter goes up by one. */
    countsAttempt: boolean;
  },
  correlationId?: string,
) => {
  const { userId, quiz, attemptNumber, result } = input;
  const { passed, score } = result;
  const event = outboxRow(
    passed ? learning.quizPassed : learning.quizFailed,
    {
      userId,
      courseId: quiz.courseId,
      quizId: quiz.id,
      attemptNumber,
      score,
      passingScore: quiz.passingScore,
    },
    correlationId,
  );
  const [attempt] = await runNamed<typeof quizAttempts.$inferSelect>(tx, {
    name: 'learning_record_attempt',
    text: RECORD_ATTEMPT,
    values: [
      userId,
      quiz.id,
      quiz.courseId,
      attemptNumber,
      score,
      passed,
      input.submissionId ?? null,
      input.completedAt ?? null,
      passed ? 'quiz_passed' : 'quiz_failed',
      `${passed ? 'Passed' : 'Failed'} ${quiz.title} (${score}%)`,
      ...outboxValues(event),
      input.startedAttemptId ?? null,
      input.countsAttempt,
    ],
  });
  if (!attempt) throw new Error('insert returned no attempt');
  if (passed) {
    await completeContent(
      tx,
      { userId, courseId: quiz.courseId, contentId: quiz.id, kind: 'quiz', title: `Completed ${quiz.title}` },
      correlationId,
    );
  }
  businessMetrics.quizzesSubmitted.inc();
  if (passed) businessMetrics.quizzesPassed.inc();
  return attempt;
};
