import type { learning } from '@academy/contracts';
import type { EventHandler } from '@academy/kit';
import { changeEligibility } from '../../commands/change-eligibility.ts';
import { passedQuizzes } from '../../db/schema.ts';

/** learning.quiz.passed.v1: the first pass of a quiz counts; later passes and redeliveries change nothing. */
export const recordQuizPassed: EventHandler<typeof learning.quizPassed> = async (
  { data, occurredAt, correlationId },
  tx,
) => {
  const scope = { courseId: data.courseId, userIds: [data.userId], correlationId };
  await changeEligibility(tx, scope, () =>
    tx
      .insert(passedQuizzes)
      .values({
        userId: data.userId,
        quizId: data.quizId,
        courseId: data.courseId,
        passedAt: new Date(occurredAt),
      })
      .onConflictDoNothing(),
  );
};
