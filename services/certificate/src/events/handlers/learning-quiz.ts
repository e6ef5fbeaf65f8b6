import type { learning } from '@academy/contracts';
import { handledTogether } from '@academy/kit';
import { changeEligibility } from '../../commands/change-eligibility.ts';
import { passedQuizzes } from '../../db/schema.ts';

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
      tx
        .insert(passedQuizzes)
        .values(
          passes.map(({ data, occurredAt }) => ({
            userId: data.userId,
            quizId: data.quizId,
            courseId,
            passedAt: new Date(occurredAt),
          })),
        )
        .onConflictDoNothing(),
    );
  }
});
