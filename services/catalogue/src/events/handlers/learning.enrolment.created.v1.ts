import type { EventData, EventEnvelope, learning } from '@academy/contracts';
import type { Executor } from '@academy/kit';
import { courseAccess } from '../../db/schema.ts';

/** An enrolled learner may open the course's content from now on. */
export const grantCourseAccess = async (
  envelope: EventEnvelope<EventData<typeof learning.enrolmentCreated>>,
  tx: Executor,
) => {
  await tx
    .insert(courseAccess)
    .values({ userId: envelope.data.userId, courseId: envelope.data.courseId })
    .onConflictDoNothing();
};
