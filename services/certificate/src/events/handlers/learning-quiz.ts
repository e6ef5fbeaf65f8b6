import type { learning } from '@academy/contracts';
import { handledTogether, runNamed } from '@academy/kit';
import { changeEligibility } from '../../commands/change-eligibility.ts';

/**
 * The passes of a batch, their columns as arrays paired by position: one statement prepared per connection
 * whatever the batch's size (a multi-row insert built per batch was a new statement text for each size).
 * The first pass of a quiz counts, earlier batches' or earlier in this one.
 */
const INSERT_PASSES = `
  INSERT INTO passed_quizzes (user_id, quiz_id, course_id, passed_at)
  SELECT * FROM unnest($1::uuid[], $2::int[], $3::int[], $4::timestamptz[])
  ON CONFLICT DO NOTHING`;

/**
 * learning.quiz.passed.v1: the first pass of a quiz counts; later passes and redeliveries change nothing.
 * Passes that come together (a cohort finishing an exam) change each course's eligibility once for all
 * their learners: one lock, one read before and after, one insert, instead of a round of them per pass.
 */
export const recordQuizPassed = handledTogether<typeof learning.quizPassed>(async (envelopes, tx) => {
  const byCourse = new Map<number, typeof envelopes>();
  for (const envelope of envelopes) {
    const passes = byCourse.get(envelope.data.courseId);
    if (passes) passes.push(envelope);
    else byCourse.set(envelope.data.courseId, [envelope]);
  }
  for (const [courseId, passes] of byCourse) {
    const correlationIds = new Map(passes.map(({ data, correlationId }) => [data.userId, correlationId]));
    await changeEligibility(tx, { courseId, userIds: [...correlationIds.keys()], correlationIds }, () =>
      runNamed(tx, {
        name: 'certificate_insert_passes',
        text: INSERT_PASSES,
        values: [
          passes.map(({ data }) => data.userId),
          passes.map(({ data }) => data.quizId),
          passes.map(() => courseId),
          passes.map(({ occurredAt }) => occurredAt),
        ],
      }),
    );
  }
});
