import type { SaveAnswersBody } from '@academy/contracts';
import { conflict, notFound } from '@academy/kit';
import { eq, sql } from 'drizzle-orm';
import type { LearningDb } from '../context.ts';
import { quizzes, savedAnswers, startedAttempts } from '../db/schema.ts';
import { acceptsSaves, assertAnswersFit } from '../domain/attempt-rules.ts';
import { answersOf, lockOwnAttempt } from '../queries/started-attempts.ts';

export const ATTEMPT_SUBMITTED = 'This attempt has been submitted: its answers can no longer change';
export const TIME_IS_UP = 'Time is up for this attempt: answers can no longer be saved';

/**
 * Saves answers into a running attempt. Per question the save with the higher sequence wins, so saves
 * arriving out of order (a retry, an offline queue, two tabs) end where the latest left them, and the
 * same save sent twice changes nothing. Everything is checked before anything is written.
 */
export const saveAnswers = async (
  db: LearningDb,
  input: { attemptId: string; userId: string; now: Date } & SaveAnswersBody,
) =>
  db.transaction(async (tx) => {
    const attempt = await lockOwnAttempt(tx, input.attemptId, input.userId);
    if (attempt.submittedAt) throw conflict(ATTEMPT_SUBMITTED, 'ATTEMPT_SUBMITTED');
    if (!acceptsSaves(attempt.deadline, input.now)) throw conflict(TIME_IS_UP, 'TIME_IS_UP');
    const [quiz] = await tx.select().from(quizzes).where(eq(quizzes.id, attempt.quizId));
    if (!quiz || quiz.deleted) throw notFound('Quiz not found');
    assertAnswersFit(quiz.questions, input.answers);

    await tx
      .insert(savedAnswers)
      .values(
        input.answers.map((answer) => ({
          startedAttemptId: attempt.id,
          ...answer,
          sequence: input.sequence,
        })),
      )
      .onConflictDoUpdate({
        target: [savedAnswers.startedAttemptId, savedAnswers.questionId],
        set: {
          selectedOptionId: sql`excluded.selected_option_id`,
          sequence: sql`excluded.sequence`,
          savedAt: sql`excluded.saved_at`,
        },
        setWhere: sql`excluded.sequence > ${savedAnswers.sequence}`,
      });
    const lastSequence = Math.max(attempt.lastSequence, input.sequence);
    await tx.update(startedAttempts).set({ lastSequence }).where(eq(startedAttempts.id, attempt.id));
    return { answers: await answersOf(tx, attempt.id), lastSequence };
  });
