import { learning } from '@academy/contracts';
import { conflict, type Executor, enqueueEvent, notFound } from '@academy/kit';
import { and, eq } from 'drizzle-orm';
import type { LearningDb } from '../context.ts';
import { attemptAdjustments, startedAttempts } from '../db/schema.ts';
import { acceptsSaves } from '../domain/attempt-rules.ts';
import { finishLocked } from './finish-attempt.ts';

interface Adjustment {
  quizId: number;
  attemptId: string;
  adminId: string;
  reason: string;
  now: Date;
}

/**
 * The running timed attempt an administrator names, locked FOR UPDATE (the learner's saves and
 * submission, and the deadline sweep, queue behind it). Refused, with nothing changed: an attempt of
 * another quiz (404), one already submitted, an untimed draft (it has no clock), or one whose time has run
 * out (the sweep submits it) (409).
 */
const lockRunningTimedAttempt = async (tx: Executor, { quizId, attemptId, now }: Adjustment) => {
  const [attempt] = await tx
    .select()
    .from(startedAttempts)
    .where(and(eq(startedAttempts.id, attemptId), eq(startedAttempts.quizId, quizId)))
    .for('update');
  if (!attempt) throw notFound('Attempt not found');
  if (attempt.submittedAt) throw conflict('This attempt has already been submitted', 'ATTEMPT_SUBMITTED');
  if (!attempt.deadline) throw conflict('This attempt is untimed: it has no deadline', 'ATTEMPT_UNTIMED');
  if (!acceptsSaves(attempt.deadline, now)) throw conflict('This attempt has run out of time', 'TIME_IS_UP');
  return { ...attempt, deadline: attempt.deadline };
};

/** `learning.attempt.adjusted.v1` in the adjustment's transaction: the learner's open exam reads its attempt again. */
const announceAdjustment = (
  tx: Executor,
  attempt: { id: string; userId: string; courseId: number; quizId: number },
  change: 'extended' | 'ended',
  correlationId?: string,
) =>
  enqueueEvent(
    tx,
    learning.attemptAdjusted,
    {
      userId: attempt.userId,
      courseId: attempt.courseId,
      quizId: attempt.quizId,
      attemptId: attempt.id,
      change,
    },
    correlationId,
  );

/** Moves a running attempt's deadline `minutes` later, recorded with the administrator and the reason. */
export const extendAttempt = async (db: LearningDb, input: Adjustment & { minutes: number }) =>
  db.transaction(async (tx) => {
    const attempt = await lockRunningTimedAttempt(tx, input);
    const [extended] = await tx
      .update(startedAttempts)
      .set({
        deadline: new Date(attempt.deadline.getTime() + input.minutes * 60_000),
        extendedMinutes: attempt.extendedMinutes + input.minutes,
      })
      .where(eq(startedAttempts.id, attempt.id))
      .returning();
    await tx.insert(attemptAdjustments).values({
      startedAttemptId: attempt.id,
      kind: 'extended',
      minutes: input.minutes,
      reason: input.reason,
      adminId: input.adminId,
    });
    if (!extended) throw new Error('update returned no attempt');
    await announceAdjustment(tx, attempt, 'extended');
    return extended;
  });

/**
 * Submits a running attempt now, scored with the answers saved so far and recorded like the learner's own
 * submission (activity, passed/failed event, completion). The row lock makes it once: a second end, or
 * the learner's submission racing it, finds it submitted.
 */
export const endAttempt = async (db: LearningDb, input: Adjustment, correlationId?: string) =>
  db.transaction(async (tx) => {
    const attempt = await lockRunningTimedAttempt(tx, input);
    const result = await finishLocked(tx, attempt, input.now, correlationId);
    await tx.insert(attemptAdjustments).values({
      startedAttemptId: attempt.id,
      kind: 'ended',
      reason: input.reason,
      adminId: input.adminId,
    });
    await announceAdjustment(tx, attempt, 'ended', correlationId);
    return result;
  });
