import { conflict, type Executor, forbidden, HttpError, notFound, preparedPer, runNamed } from '@academy/kit';
import { and, eq, sql } from 'drizzle-orm';
import type { LearningDb } from '../context.ts';
import { enrolments, quizzes, type startedAttempts } from '../db/schema.ts';
import { attemptOrder, deadlineOf } from '../domain/attempt-rules.ts';
import { attemptLimit } from '../domain/exam-vouchers.ts';
import { courseQuizIds, voucherAttempts } from '../queries/limit-fragments.ts';
import { NOT_ENROLLED } from './complete-content.ts';
import { MAX_ATTEMPTS_REACHED } from './submit-attempt.ts';

type StartedAttempt = typeof startedAttempts.$inferSelect;

export const ATTEMPT_ALREADY_RUNNING = 'An attempt at this quiz is already in progress: resume it';

/**
 * The quiz, whether the learner is enrolled in its course, and what its attempt limit reads (the course's
 * quizzes, the attempts the learner's exam vouchers added): one statement, as a cohort starts at once.
 */
const quizToStart = preparedPer((db: Executor) =>
  db
    .select({
      quiz: quizzes,
      enrolled: sql<boolean>`exists (select 1 from ${enrolments} where ${and(
        eq(enrolments.userId, sql.placeholder('userId')),
        eq(enrolments.courseId, quizzes.courseId),
      )})`,
      courseQuizIds: courseQuizIds(quizzes.courseId),
      vouchers: voucherAttempts(quizzes.courseId),
    })
    .from(quizzes)
    .where(eq(quizzes.id, sql.placeholder('quizId')))
    .prepare('learning_quiz_to_start'),
);

/**
 * One statement, its own transaction. Unless the learner has an attempt running, the counter is created or
 * locked, and only while attempts are left ($8, the limit) a timed attempt ($4) is counted on it and the
 * attempt inserted with the count as its number; a draft is counted when it is submitted. A start that
 * raced another and waited on the counter's lock fails on the index of running attempts, so a learner never
 * has two. Says which refusal applies when nothing was inserted.
 */
const INSERT_STARTED_ATTEMPT = `
  WITH running AS (
    SELECT 1 FROM started_attempts WHERE user_id = $1 AND quiz_id = $2 AND submitted_at IS NULL
  ), counter AS (
    INSERT INTO quiz_attempt_counters AS c (user_id, quiz_id, attempts_used)
    SELECT $1::uuid, $2::int, CASE WHEN $4::boolean THEN 1 ELSE 0 END
    WHERE NOT EXISTS (SELECT 1 FROM running) AND $8::int > 0
    ON CONFLICT (user_id, quiz_id) DO UPDATE SET attempts_used = c.attempts_used + excluded.attempts_used
    WHERE c.attempts_used < $8::int
    RETURNING attempts_used
  ), started AS (
    INSERT INTO started_attempts (user_id, quiz_id, course_id, attempt_number, started_at, deadline, question_order)
    SELECT $1::uuid, $2::int, $3::int, CASE WHEN $4::boolean THEN attempts_used END, $5::timestamptz,
      $6::timestamptz, $7::jsonb
    FROM counter
    RETURNING *
  )
  SELECT EXISTS (SELECT 1 FROM running) AS "alreadyRunning", started.id, started.user_id AS "userId",
    started.quiz_id AS "quizId", started.course_id AS "courseId", started.attempt_number AS "attemptNumber",
    started.started_at AS "startedAt", started.deadline, started.question_order AS "questionOrder",
    started.last_sequence AS "lastSequence", started.extended_minutes AS "extendedMinutes",
    started.submitted_at AS "submittedAt", started.attempt_id AS "attemptId"
  FROM (SELECT 1) AS one LEFT JOIN started ON true`;

/** The start that raced another of the same learner and quiz and lost (see `INSERT_STARTED_ATTEMPT`). */
const isSecondRunningAttempt = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === 'started_attempts_one_running_idx';

/**
 * Starts an attempt: a timed quiz's attempt is counted now and gets its deadline (start + the limit as it
 * is now; a later change of the limit leaves it alone); an untimed one is a draft counted when submitted.
 * Two round trips, as a cohort starts at once: the reads, then one statement that is its own transaction.
 * A learner never has two attempts running: the second start is a 409 and the client resumes the first.
 */
export const startAttempt = async (db: LearningDb, userId: string, quizId: number, now: Date) => {
  const [found] = await quizToStart(db).execute({ userId, quizId });
  const quiz = found?.quiz;
  if (!quiz || quiz.deleted) throw notFound('Quiz not found');
  if (!found.enrolled) throw forbidden(NOT_ENROLLED);
  if (quiz.questions.length === 0) throw new HttpError(422, 'This quiz has no questions yet', 'EMPTY_QUIZ');
  const { maxAttempts } = attemptLimit(quiz, found.courseQuizIds, found.vouchers);
  const inserted = await runNamed<StartedAttempt & { alreadyRunning: boolean }>(db, {
    name: 'learning_insert_started_attempt',
    text: INSERT_STARTED_ATTEMPT,
    values: [
      userId,
      quizId,
      quiz.courseId,
      quiz.timeLimitMinutes !== null,
      now,
      deadlineOf(now, quiz.timeLimitMinutes),
      JSON.stringify(attemptOrder(quiz.questions, quiz.shuffle)),
      maxAttempts,
    ],
  }).then(
    ([row]) => row,
    (error: unknown) => {
      if (isSecondRunningAttempt(error)) return { alreadyRunning: true } as const;
      throw error;
    },
  );
  if (inserted?.alreadyRunning) throw conflict(ATTEMPT_ALREADY_RUNNING, 'ATTEMPT_IN_PROGRESS');
  if (!inserted?.id) throw conflict(MAX_ATTEMPTS_REACHED, 'MAX_ATTEMPTS');
  const { alreadyRunning: _, ...started } = inserted;
  return { started, quiz };
};
