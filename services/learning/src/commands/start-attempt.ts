import { conflict, type Executor, forbidden, HttpError, notFound, preparedPer, runNamed } from '@academy/kit';
import { and, eq, sql } from 'drizzle-orm';
import type { LearningDb } from '../context.ts';
import { enrolments, quizzes, type startedAttempts } from '../db/schema.ts';
import { attemptOrder, deadlineOf } from '../domain/attempt-rules.ts';
import { NOT_ENROLLED } from './complete-content.ts';
import { lockAttemptCount } from './record-attempt.ts';
import { MAX_ATTEMPTS_REACHED } from './submit-attempt.ts';

type StartedAttempt = typeof startedAttempts.$inferSelect;

export const ATTEMPT_ALREADY_RUNNING = 'An attempt at this quiz is already in progress: resume it';

/** The quiz and whether the learner is enrolled in its course: one statement, as a cohort starts at once. */
const quizWithEnrolment = preparedPer((db: Executor) =>
  db
    .select({
      quiz: quizzes,
      enrolled: sql<boolean>`exists (select 1 from ${enrolments} where ${and(
        eq(enrolments.userId, sql.placeholder('userId')),
        eq(enrolments.courseId, quizzes.courseId),
      )})`,
    })
    .from(quizzes)
    .where(eq(quizzes.id, sql.placeholder('quizId')))
    .prepare('learning_quiz_with_enrolment'),
);

/**
 * Run under the counter's lock, one statement: the attempt is inserted only if none of the learner's
 * runs already and $8 (an attempt is left) holds; a timed attempt ($4, its number) is counted with it.
 * Says which refusal applies when nothing was inserted.
 */
const INSERT_STARTED_ATTEMPT = `
  WITH running AS (
    SELECT 1 FROM started_attempts WHERE user_id = $1 AND quiz_id = $2 AND submitted_at IS NULL
  ), started AS (
    INSERT INTO started_attempts (user_id, quiz_id, course_id, attempt_number, started_at, deadline, question_order)
    SELECT $1::uuid, $2::int, $3::int, $4::int, $5::timestamptz, $6::timestamptz, $7::jsonb
    WHERE NOT EXISTS (SELECT 1 FROM running) AND $8::boolean
    RETURNING *
  ), counted AS (
    UPDATE quiz_attempt_counters SET attempts_used = attempts_used + 1
    WHERE user_id = $1 AND quiz_id = $2 AND $4::int IS NOT NULL AND EXISTS (SELECT 1 FROM started)
  )
  SELECT EXISTS (SELECT 1 FROM running) AS "alreadyRunning", started.id, started.user_id AS "userId",
    started.quiz_id AS "quizId", started.course_id AS "courseId", started.attempt_number AS "attemptNumber",
    started.started_at AS "startedAt", started.deadline, started.question_order AS "questionOrder",
    started.last_sequence AS "lastSequence", started.extended_minutes AS "extendedMinutes",
    started.submitted_at AS "submittedAt", started.attempt_id AS "attemptId"
  FROM (SELECT 1) AS one LEFT JOIN started ON true`;

/**
 * Starts an attempt: a timed quiz's attempt is counted now and gets its deadline (start + the limit as it
 * is now; a later change of the limit leaves it alone); an untimed one is a draft counted when submitted.
 * The counter lock serialises starts, so a learner never has two running: the second is a 409 and the
 * client resumes the first.
 */
export const startAttempt = async (db: LearningDb, userId: string, quizId: number, now: Date) =>
  db.transaction(async (tx) => {
    const [found] = await quizWithEnrolment(tx).execute({ userId, quizId });
    const quiz = found?.quiz;
    if (!quiz || quiz.deleted) throw notFound('Quiz not found');
    if (!found.enrolled) throw forbidden(NOT_ENROLLED);
    if (quiz.questions.length === 0) throw new HttpError(422, 'This quiz has no questions yet', 'EMPTY_QUIZ');
    const { used, maxAttempts } = await lockAttemptCount(tx, userId, quiz);
    const timed = quiz.timeLimitMinutes !== null;
    const [inserted] = await runNamed<StartedAttempt & { alreadyRunning: boolean }>(tx, {
      name: 'learning_insert_started_attempt',
      text: INSERT_STARTED_ATTEMPT,
      values: [
        userId,
        quizId,
        quiz.courseId,
        timed ? used + 1 : null,
        now,
        deadlineOf(now, quiz.timeLimitMinutes),
        JSON.stringify(attemptOrder(quiz.questions, quiz.shuffle)),
        used < maxAttempts,
      ],
    });
    if (inserted?.alreadyRunning) throw conflict(ATTEMPT_ALREADY_RUNNING, 'ATTEMPT_IN_PROGRESS');
    if (!inserted?.id) throw conflict(MAX_ATTEMPTS_REACHED, 'MAX_ATTEMPTS');
    const { alreadyRunning: _, ...started } = inserted;
    return { started, quiz };
  });
