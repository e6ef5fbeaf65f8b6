import type { EventData, EventEnvelope, learning } from '@academy/contracts';
import type { Executor } from '@academy/kit';
import { and, eq } from 'drizzle-orm';
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

/** A refunded learner may no longer open the course's content. */
export const revokeCourseAccess = async (
  { data }: EventEnvelope<EventData<typeof learning.enrolmentRevoked>>,
  tx: Executor,
) => {
  await tx
    .delete(courseAccess)
    .where(and(eq(courseAccess.userId, data.userId), eq(courseAccess.courseId, data.courseId)));
};
