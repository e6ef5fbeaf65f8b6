import type { learning } from '@academy/contracts';
import type { EventHandler } from '@academy/kit';
import { and, eq } from 'drizzle-orm';
import { courseAccess } from '../../db/schema.ts';

/** An enrolled learner may open the course's content from now on. */
export const grantCourseAccess: EventHandler<typeof learning.enrolmentCreated> = async (envelope, tx) => {
  await tx
    .insert(courseAccess)
    .values({ userId: envelope.data.userId, courseId: envelope.data.courseId })
    .onConflictDoNothing();
};

/** A refunded learner may no longer open the course's content. */
export const revokeCourseAccess: EventHandler<typeof learning.enrolmentRevoked> = async ({ data }, tx) => {
  await tx
    .delete(courseAccess)
    .where(and(eq(courseAccess.userId, data.userId), eq(courseAccess.courseId, data.courseId)));
};
