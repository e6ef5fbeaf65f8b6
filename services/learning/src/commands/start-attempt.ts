import { conflict, HttpError, notFound } from '@academy/kit';
import { eq } from 'drizzle-orm';
import type { LearningDb } from '../context.ts';
import { quizzes, startedAttempts } from '../db/schema.ts';
import { attemptOrder, deadlineOf } from '../domain/attempt-rules.ts';
import { runningAttemptOf } from '../queries/started-attempts.ts';
import { countAttempt, lockAttemptCount } from './record-attempt.ts';
import { assertEnrolled, MAX_ATTEMPTS_REACHED } from './submit-attempt.ts';

export const ATTEMPT_ALREADY_RUNNING = 'An attempt at this quiz is already in progress: resume it';

/**
 * Starts an attempt: a timed quiz's attempt is counted now and gets its deadline (start + the limit as it
 * is now; a later change of the limit leaves it alone); an untimed one is a draft counted when submitted.
 * The counter lock serialises starts, so a learner never has two running: the second is a 409 and the
 * client resumes the first.
 */
export const startAttempt = async (db: LearningDb, userId: string, quizId: number, now: Date) =>
  db.transaction(async (tx) => {
    const [quiz] = await tx.select().from(quizzes).where(eq(quizzes.id, quizId));
    if (!quiz || quiz.deleted) throw notFound('Quiz not found');
    await assertEnrolled(tx, userId, quiz.courseId);
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
