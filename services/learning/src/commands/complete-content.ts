import { learning } from '@academy/contracts';
import { type Executor, insertOutboxRow, outboxRow, outboxValues, runNamed } from '@academy/kit';
import type { contentCompletions } from '../db/schema.ts';

export const NOT_ENROLLED = 'You are not enrolled in this course';

type Completion = typeof contentCompletions.$inferSelect;

/**
 * One statement: the completion, and only if it is new, the learner's activity and
 * `learning.content.completed.v1` (outbox). Otherwise the completion that was there.
 */
const COMPLETE_CONTENT = `
  WITH created AS (
    INSERT INTO content_completions (user_id, course_id, content_id, kind) VALUES ($1, $2, $3, $4)
    ON CONFLICT DO NOTHING
    RETURNING *
  ), activity AS (
    INSERT INTO activities (user_id, type, title, course_id, occurred_at)
    SELECT user_id, 'content_completed', $5::text, course_id, completed_at FROM created
  ), event AS (
    ${insertOutboxRow(6, 'created')}
  ), found AS (
    SELECT *, true AS created FROM created
    UNION ALL
    SELECT *, false FROM content_completions WHERE user_id = $1 AND content_id = $3
  )
  SELECT user_id AS "userId", content_id AS "contentId", course_id AS "courseId", kind,
    completed_at AS "completedAt", created
  FROM found`;

/**
 * Marks one content item complete (inside the caller's transaction, if any). Completing it again keeps
 * the first completion and publishes nothing.
 */
export const completeContent = async (
  tx: Executor,
  input: {
    userId: string;
    courseId: number;
    contentId: number;
    kind: 'document' | 'video' | 'quiz';
    title: string;
  },
  correlationId?: string,
): Promise<{ completion: Completion; created: boolean }> => {
  const { userId, courseId, contentId, kind } = input;
  const event = outboxRow(learning.contentCompleted, { userId, courseId, contentId, kind }, correlationId);
  const statement = {
    name: 'learning_complete_content',
    text: COMPLETE_CONTENT,
    values: [userId, courseId, contentId, kind, input.title, ...outboxValues(event)],
  };
  // Nothing found only when a completion of the same item committed while this one waited on it: the
  // statement's snapshot predates it. Run again, the statement finds it.
  type Found = Completion & { created: boolean };
  const completion = (await runNamed<Found>(tx, statement))[0] ?? (await runNamed<Found>(tx, statement))[0];
  if (!completion) throw new Error('completion vanished');
  const { created, ...row } = completion;
  return { completion: row, created };
};
