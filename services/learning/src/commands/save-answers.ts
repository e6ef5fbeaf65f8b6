import type { SaveAnswersBody } from '@academy/contracts';
import { batchWhileBusy, conflict, forbidden, notFound, preparedPer, runNamed } from '@academy/kit';
import type { LearningDb } from '../context.ts';
import { acceptsSaves, assertAnswersFit, DEADLINE_GRACE_MS } from '../domain/attempt-rules.ts';
import { answersOf, type SavedAnswer } from '../queries/started-attempts.ts';

export const ATTEMPT_SUBMITTED = 'This attempt has been submitted: its answers can no longer change';
export const TIME_IS_UP = 'Time is up for this attempt: answers can no longer be saved';

/**
 * Save statements one process runs at once: fewer than the pool's connections, so that submissions and
 * reads still find one during a rush; saves that come meanwhile wait and go out together.
 */
const SAVES_AT_ONCE = 4;
const MAX_SAVES_PER_STATEMENT = 100;

type SaveInput = { attemptId: string; userId: string; now: Date } & SaveAnswersBody;

/** What the save statement found, whether it wrote or not: the caller's refusal is decided from it. */
interface SaveOutcome {
  /** Null when no such attempt exists. */
  userId: string | null;
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
 * One statement, autocommitted, for one save or many (`batchedSaves`): one round trip and no
 * BEGIN/COMMIT, since autosaves are the commonest request of an exam. Each save's attempt is locked FOR
 * UPDATE first (saves and the submission of one attempt queue on it; a batch locks its attempts in id
 * order, so two batches never wait on each other in a circle); every check of a save (the caller's own,
 * not submitted, in time, its quiz live, each answer naming a question of the quiz and one of its
 * options, no question twice; checked against the quiz's `answer_options`, never its whole key) gates its
 * writes, so nothing is written for a save unless all pass. Per question the higher sequence wins; `last_sequence` is raised with `greatest`, so every accepted save
 * rewrites the attempt row and a save that waited on the lock can tell (its `xmin` moved) that its
 * snapshot misses answers saved meanwhile. A batch holds one save per attempt.
 */
const SAVE_ANSWERS = `
  WITH save AS (
    SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::int[]) WITH ORDINALITY
      AS save(attempt_id, caller_id, saved_at, sequence, ordinal)
  ), answer AS (
    SELECT * FROM unnest($5::int[], $6::int[], $7::int[]) AS answer(ordinal, question_id, selected_option_id)
  ), snapshot AS (
    SELECT id, xmin::text AS version FROM started_attempts WHERE id IN (SELECT attempt_id FROM save)
  ), locked AS MATERIALIZED (
    SELECT attempt.id, attempt.user_id, attempt.submitted_at, attempt.deadline, attempt.last_sequence,
      attempt.xmin::text AS version, quiz.id IS NOT NULL AND NOT quiz.deleted AS quiz_open, quiz.answer_options
    FROM started_attempts AS attempt LEFT JOIN quizzes AS quiz ON quiz.id = attempt.quiz_id
    WHERE attempt.id IN (SELECT attempt_id FROM save)
    ORDER BY attempt.id
    FOR UPDATE OF attempt
  ), target AS (
    SELECT save.ordinal, save.caller_id, save.saved_at, save.sequence, locked.*
    FROM save JOIN locked ON locked.id = save.attempt_id
  ), misfit AS (
    -- The saves that answer a question twice or name no question of their quiz and option of it: each
    -- answer is checked once, against its own save's quiz.
    SELECT ordinal FROM answer GROUP BY ordinal HAVING count(*) <> count(DISTINCT question_id)
    UNION
    SELECT answer.ordinal FROM answer JOIN target ON target.ordinal = answer.ordinal
    WHERE NOT coalesce(
      target.answer_options -> answer.question_id::text @> to_jsonb(answer.selected_option_id), false)
  ), accepted AS (
    SELECT ordinal, id, sequence FROM target
    WHERE user_id = caller_id AND submitted_at IS NULL AND quiz_open
      AND ordinal NOT IN (SELECT ordinal FROM misfit)
      AND (deadline IS NULL OR saved_at <= deadline + $8::int * interval '1 millisecond')
  ), saved AS (
    INSERT INTO saved_answers (started_attempt_id, question_id, selected_option_id, sequence)
    SELECT accepted.id, answer.question_id, answer.selected_option_id, accepted.sequence
    FROM accepted JOIN answer ON answer.ordinal = accepted.ordinal
    ON CONFLICT (started_attempt_id, question_id) DO UPDATE
      SET selected_option_id = excluded.selected_option_id, sequence = excluded.sequence,
        saved_at = excluded.saved_at
      WHERE excluded.sequence > saved_answers.sequence
    RETURNING started_attempt_id, question_id, selected_option_id, sequence
  ), sequenced AS (
    UPDATE started_attempts AS attempt SET last_sequence = greatest(attempt.last_sequence, accepted.sequence)
    FROM accepted WHERE attempt.id = accepted.id
  )
  SELECT target.user_id AS "userId", target.submitted_at AS "submittedAt", target.deadline,
    target.last_sequence AS "lastSequence", target.quiz_open AS "quizOpen",
    target.ordinal NOT IN (SELECT ordinal FROM misfit) AS "answersFit",
    snapshot.version IS NOT DISTINCT FROM target.version AS unchanged,
    (SELECT coalesce(json_agg(json_build_object('questionId', question_id,
        'selectedOptionId', selected_option_id, 'sequence', sequence) ORDER BY question_id), '[]'::json)
      FROM (
        SELECT question_id, selected_option_id, sequence FROM saved WHERE started_attempt_id = target.id
        UNION ALL
        SELECT question_id, selected_option_id, sequence FROM saved_answers
        WHERE started_attempt_id = target.id AND question_id NOT IN (
          SELECT question_id FROM saved WHERE started_attempt_id = target.id)
      ) AS every_answer) AS answers
  FROM save LEFT JOIN target ON target.ordinal = save.ordinal LEFT JOIN snapshot ON snapshot.id = target.id
  ORDER BY save.ordinal`;

/** Runs the save statement for saves of distinct attempts: what it found for each, in their order. */
const runSaves = (db: LearningDb, saves: SaveInput[]) => {
  const answers = saves.flatMap((save, index) =>
    save.answers.map((answer) => ({ ordinal: index + 1, ...answer })),
  );
  return runNamed<SaveOutcome>(db, {
    name: 'learning_save_answers',
    text: SAVE_ANSWERS,
    values: [
      saves.map((save) => save.attemptId),
      saves.map((save) => save.userId),
      saves.map((save) => save.now),
      saves.map((save) => save.sequence),
      answers.map((answer) => answer.ordinal),
      answers.map((answer) => answer.questionId),
      answers.map((answer) => answer.selectedOptionId),
      DEADLINE_GRACE_MS,
    ],
  });
};

/**
 * Saves of one database handle, in group commit (`batchWhileBusy`): a quiet exam saves each answer with
 * its own statement at once; a rush of saves queued behind the running statements goes out as one.
 */
const batchedSaves = preparedPer((db: LearningDb) =>
  batchWhileBusy({
    run: (saves: SaveInput[]) => runSaves(db, saves),
    keyOf: (input) => input.attemptId,
    concurrency: SAVES_AT_ONCE,
    maxBatch: MAX_SAVES_PER_STATEMENT,
  }),
);

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
  const found = await batchedSaves(db)(input);
  // The refusals in the order a caller is told them: whose attempt, whether it runs, then the answers.
  if (found.userId === null) throw notFound('Attempt not found');
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
