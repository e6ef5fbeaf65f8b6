import type { catalogue } from '@academy/contracts';
import { type EventHandler, upsert } from '@academy/kit';
import { eq } from 'drizzle-orm';
import { changeEligibility } from '../../commands/change-eligibility.ts';
import { courses } from '../../db/schema.ts';

/** catalogue.course.published.v1 / updated.v1: title, code and the quizzes a certificate requires. */
export const keepCourse: EventHandler<typeof catalogue.coursePublished> = async (
  { data, correlationId },
  tx,
) => {
  const state = { title: data.title, courseCode: data.courseCode, quizIds: data.quizIds, deleted: false };
  // Other required quizzes change every learner's standing in the course.
  await changeEligibility(tx, { courseId: data.courseId, correlationId }, () =>
    upsert(tx, courses, courses.id, { id: data.courseId, ...state }, state),
  );
};

/** catalogue.course.deleted.v1: no new certificates; issued ones stay valid and verifiable. */
export const forgetCourse: EventHandler<typeof catalogue.courseDeleted> = async ({ data }, tx) => {
  await tx.update(courses).set({ deleted: true }).where(eq(courses.id, data.courseId));
};
