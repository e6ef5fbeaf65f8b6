import type { catalogue } from '@academy/contracts';
import { type EventHandler, keepNewerCopy, markCourseDeleted } from '@academy/kit';
import { changeEligibility } from '../../commands/change-eligibility.ts';
import { courses } from '../../db/schema.ts';

/**
 * catalogue.course.published.v1 / updated.v1: title, code and the quizzes a certificate requires, unless
 * a newer state is kept (the two events have separate consumers).
 */
export const keepCourse: EventHandler<typeof catalogue.coursePublished> = async (
  { data, correlationId, occurredAt },
  tx,
) => {
  const state = {
    id: data.courseId,
    title: data.title,
    courseCode: data.courseCode,
    quizIds: data.quizIds,
    deleted: false,
  };
  // Other required quizzes change every learner's standing in the course.
  await changeEligibility(tx, { courseId: data.courseId, correlationId }, () =>
    keepNewerCopy(tx, courses, courses.id, state, occurredAt),
  );
};

/** catalogue.course.deleted.v1: no new certificates; issued ones stay valid and verifiable. */
export const forgetCourse = markCourseDeleted(courses);
