import { conflict, type Executor, forbidden, HttpError, notFound, preparedPer } from '@academy/kit';
import { and, eq, sql } from 'drizzle-orm';
import type { LearningDb } from '../context.ts';
import { enrolments, quizzes, startedAttempts } from '../db/schema.ts';
import { attemptOrder, deadlineOf } from '../domain/attempt-rules.ts';
import { runningAttemptOf } from '../queries/started-attempts.ts';
import { NOT_ENROLLED } from './complete-content.ts';
import { countAttempt, lockAttemptCount } from './record-attempt.ts';
import { MAX_ATTEMPTS_REACHED } from './submit-attempt.ts';

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
    if (await runningAttemptOf(tx, userId, quizId))
      throw conflict(ATTEMPT_ALREADY_RUNNING, 'ATTEMPT_IN_PROGRESS');
    if (used >= maxAttempts) throw conflict(MAX_ATTEMPTS_REACHED, 'MAX_ATTEMPTS');
    const timed = quiz.timeLimitMinutes !== null;
    const [started] = await tx
      .insert(startedAttempts)
      .values({
        userId,
        quizId,
        courseId: quiz.courseId,
        attemptNumber: timed ? await countAttempt(tx, userId, quizId, used) : null,
        startedAt: now,
        deadline: deadlineOf(now, quiz.timeLimitMinutes),
        questionOrder: attemptOrder(quiz.questions, quiz.shuffle),
      })
      .returning();
    if (!started) throw new Error('insert returned no attempt');
    return { started, quiz };
  });
