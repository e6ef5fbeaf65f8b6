import type { SaveAnswersBody } from '@academy/contracts';
import { conflict, forbidden, notFound, runNamed } from '@academy/kit';
import type { LearningDb } from '../context.ts';
import { acceptsSaves, assertAnswersFit, DEADLINE_GRACE_MS } from '../domain/attempt-rules.ts';
import { answersOf, type SavedAnswer } from '../queries/started-attempts.ts';

export const ATTEMPT_SUBMITTED = 'This attempt has been submitted: its answers can no longer change';
export const TIME_IS_UP = 'Time is up for this attempt: answers can no longer be saved';

type SaveInput = { attemptId: string; userId: string; now: Date } & SaveAnswersBody;

/** What the save statement found, whether it wrote or not: the caller's refusal is decided from it. */
interface SaveOutcome {
  userId: string;
  submittedAt: Date | null;
  deadline: Date | null;
  lastSequence: number;
  quizOpen: boolean;
  answersFit: boolean;
  /** Nobody changed the attempt between the statement's snapshot and its lock: `answers` is complete. */
  unchanged: boolean;
  answers: SavedAnswer[];
}

/**
 * One statement, autocommitted: one round trip and no BEGIN/COMMIT, since autosaves are the commonest
 * request of an exam. The attempt is locked FOR UPDATE first (saves and the submission of one attempt
 * queue on it); every check (the caller's own, not submitted, in time, its quiz live, each answer naming
 * a question of the quiz and one of its options, no question twice) gates the writes, so nothing is
 * written unless all pass. Per question the higher sequence wins; `last_sequence` is raised with
 * `greatest`, so every accepted save rewrites the attempt row and a save that waited on the lock can tell
 * (its `xmin` moved) that its snapshot misses answers saved meanwhile.
 */
const SAVE_ANSWERS = `
  WITH snapshot AS (
    SELECT xmin::text AS version FROM started_attempts WHERE id = $1
  ), target AS (
    SELECT attempt.id, attempt.user_id, attempt.submitted_at, attempt.deadline, attempt.last_sequence,
      attempt.xmin::text AS version, quiz.id IS NOT NULL AND NOT quiz.deleted AS quiz_open,
      cardinality($5::int[]) = (SELECT count(DISTINCT id) FROM unnest($5::int[]) AS id)
        AND NOT EXISTS (
          SELECT 1 FROM unnest($5::int[], $6::int[]) AS answer(question_id, selected_option_id)
          WHERE NOT EXISTS (
            SELECT 1 FROM jsonb_array_elements(quiz.questions) AS question
            WHERE question->'questionId' = to_jsonb(answer.question_id)
              AND question->'optionIds' @> to_jsonb(answer.selected_option_id))) AS answers_fit
    FROM started_attempts AS attempt LEFT JOIN quizzes AS quiz ON quiz.id = attempt.quiz_id
    WHERE attempt.id = $1
    FOR UPDATE OF attempt
  ), accepted AS (
    SELECT id FROM target
    WHERE user_id = $2 AND submitted_at IS NULL AND quiz_open AND answers_fit
      AND (deadline IS NULL OR $3::timestamptz <= deadline + $7::int * interval '1 millisecond')
  ), saved AS (
    INSERT INTO saved_answers (started_attempt_id, question_id, selected_option_id, sequence)
    SELECT accepted.id, answer.question_id, answer.selected_option_id, $4
    FROM accepted, unnest($5::int[], $6::int[]) AS answer(question_id, selected_option_id)
    ON CONFLICT (started_attempt_id, question_id) DO UPDATE
      SET selected_option_id = excluded.selected_option_id, sequence = excluded.sequence,
        saved_at = excluded.saved_at
      WHERE excluded.sequence > saved_answers.sequence
    RETURNING question_id, selected_option_id, sequence
  ), sequenced AS (
    UPDATE started_attempts SET last_sequence = greatest(last_sequence, $4)
    WHERE id IN (SELECT id FROM accepted)
  )
  SELECT target.user_id AS "userId", target.submitted_at AS "submittedAt", target.deadline,
    target.last_sequence AS "lastSequence", target.quiz_open AS "quizOpen",
    target.answers_fit AS "answersFit", snapshot.version IS NOT DISTINCT FROM target.version AS unchanged,
    (SELECT coalesce(json_agg(json_build_object('questionId', question_id,
        'selectedOptionId', selected_option_id, 'sequence', sequence) ORDER BY question_id), '[]'::json)
      FROM (
        SELECT question_id, selected_option_id, sequence FROM saved
        UNION ALL
        SELECT question_id, selected_option_id, sequence FROM saved_answers
        WHERE started_attempt_id = $1 AND question_id NOT IN (SELECT question_id FROM saved)
      ) AS every_answer) AS answers
  FROM target LEFT JOIN snapshot ON true`;

/**
 * Saves answers into a running attempt. Per question the save with the higher sequence wins, so saves
 * arriving out of order (a retry, an offline queue, two tabs) end where the latest left them, and the
 * same save sent twice changes nothing. Everything is checked before anything is written.
 */
export const saveAnswers = async (
  db: LearningDb,
  input: SaveInput,
  quizMayHaveChanged = true,
): Promise<{ answers: SavedAnswer[]; lastSequence: number }> => {
  const [found] = await runNamed<SaveOutcome>(db, {
    name: 'learning_save_answers',
    text: SAVE_ANSWERS,
    values: [
      input.attemptId,
      input.userId,
      input.now,
      input.sequence,
      input.answers.map((a) => a.questionId),
      input.answers.map((a) => a.selectedOptionId),
      DEADLINE_GRACE_MS,
    ],
  });
  // The refusals in the order a caller is told them: whose attempt, whether it runs, then the answers.
  if (!found) throw notFound('Attempt not found');
  if (found.userId !== input.userId) throw forbidden('This attempt is not yours');
  if (found.submittedAt) throw conflict(ATTEMPT_SUBMITTED, 'ATTEMPT_SUBMITTED');
  if (!acceptsSaves(found.deadline, input.now)) throw conflict(TIME_IS_UP, 'TIME_IS_UP');
  if (!found.quizOpen) throw notFound('Quiz not found');
  if (!found.answersFit) {
    await refuseAnswersThatDoNotFit(db, input);
    // They fit the quiz as it is now: it changed between the two reads. Saved once more, or refused.
    if (quizMayHaveChanged) return saveAnswers(db, input, false);
    throw conflict('The quiz changed while saving: save again', 'QUIZ_CHANGED');
  }
  const lastSequence = Math.max(found.lastSequence, input.sequence);
  // Rare (two tabs saving at once): answers saved while this save waited for the lock are read now.
  const answers = found.unchanged ? found.answers : await answersOf(db, input.attemptId);
  return { answers, lastSequence };
};

/**
 * Says which answer does not fit, from the quiz's key (read only on this path: the statement checked
 * without sending the key over).
 */
const refuseAnswersThatDoNotFit = async (db: LearningDb, input: SaveInput) => {
  const { rows } = await db.$client.query<{ questions: Parameters<typeof assertAnswersFit>[0] }>(
    'SELECT quiz.questions FROM started_attempts JOIN quizzes AS quiz ON quiz.id = started_attempts.quiz_id WHERE started_attempts.id = $1',
    [input.attemptId],
  );
  assertAnswersFit(rows[0]?.questions ?? [], input.answers);
};
