import type { SaveAnswersBody } from '@academy/contracts';
import { conflict, notFound } from '@academy/kit';
import { sql } from 'drizzle-orm';
import type { LearningDb } from '../context.ts';
import { acceptsSaves, assertAnswersFit } from '../domain/attempt-rules.ts';
import { lockOwnAttemptWithQuiz } from '../queries/started-attempts.ts';

export const ATTEMPT_SUBMITTED = 'This attempt has been submitted: its answers can no longer change';
export const TIME_IS_UP = 'Time is up for this attempt: answers can no longer be saved';

type SavedAnswer = { questionId: number; selectedOptionId: number; sequence: number };

/**
 * Saves answers into a running attempt. Per question the save with the higher sequence wins, so saves
 * arriving out of order (a retry, an offline queue, two tabs) end where the latest left them, and the
 * same save sent twice changes nothing. Everything is checked before anything is written.
 *
 * Autosaves are the commonest request of an exam, so a save is two statements in its transaction: the
 * attempt locked FOR UPDATE (saves and the submission of one attempt queue on it) read with its quiz, then
 * the answers written, the sequence raised and every saved answer read back in one statement.
 */
export const saveAnswers = async (
  db: LearningDb,
  input: { attemptId: string; userId: string; now: Date } & SaveAnswersBody,
) =>
  db.transaction(async (tx) => {
    const { attempt, quiz } = await lockOwnAttemptWithQuiz(tx, input.attemptId, input.userId);
    if (attempt.submittedAt) throw conflict(ATTEMPT_SUBMITTED, 'ATTEMPT_SUBMITTED');
    if (!acceptsSaves(attempt.deadline, input.now)) throw conflict(TIME_IS_UP, 'TIME_IS_UP');
    if (!quiz || quiz.deleted) throw notFound('Quiz not found');
    assertAnswersFit(quiz.questions, input.answers);

    // One statement sees the rows committed before it, not its own writes: the answers it changed come
    // from the upsert's RETURNING, the others from the table (the lock above keeps other saves out).
    const { rows } = await tx.execute<SavedAnswer>(sql`
      WITH saved AS (
        INSERT INTO saved_answers (started_attempt_id, question_id, selected_option_id, sequence)
        SELECT ${attempt.id}, answer.question_id, answer.selected_option_id, ${input.sequence}
        FROM unnest(
          ${sql.param(input.answers.map((a) => a.questionId))}::int[],
          ${sql.param(input.answers.map((a) => a.selectedOptionId))}::int[]
        ) AS answer(question_id, selected_option_id)
        ON CONFLICT (started_attempt_id, question_id) DO UPDATE
          SET selected_option_id = excluded.selected_option_id, sequence = excluded.sequence,
            saved_at = excluded.saved_at
          WHERE excluded.sequence > saved_answers.sequence
        RETURNING question_id, selected_option_id, sequence
      ), sequenced AS (
        UPDATE started_attempts SET last_sequence = ${input.sequence}
        WHERE id = ${attempt.id} AND last_sequence < ${input.sequence}
      )
      SELECT question_id AS "questionId", selected_option_id AS "selectedOptionId", sequence FROM saved
      UNION ALL
      SELECT question_id, selected_option_id, sequence FROM saved_answers
      WHERE started_attempt_id = ${attempt.id} AND question_id NOT IN (SELECT question_id FROM saved)
      ORDER BY "questionId"`);
    return { answers: rows, lastSequence: Math.max(attempt.lastSequence, input.sequence) };
  });
