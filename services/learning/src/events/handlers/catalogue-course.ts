import type { catalogue } from '@academy/contracts';
import { type EventHandler, keepNewerCopy, markCourseDeleted } from '@academy/kit';
import { courses } from '../../db/schema.ts';

/**
 * catalogue.course.published.v1 / updated.v1: the course's title, code and required quizzes, unless a
 * newer state is kept (the two events have separate consumers).
 */
export const keepCourse: EventHandler<typeof catalogue.coursePublished> = async (
  { data, occurredAt },
  tx,
) => {
  const state = {
    id: data.courseId,
    title: data.title,
    courseCode: data.courseCode,
    quizIds: data.quizIds,
    priceMinor: data.priceMinor,
    deleted: false,
  };
  await keepNewerCopy(tx, courses, courses.id, state, occurredAt);
};

/** catalogue.course.deleted.v1: enrolments and attempts stay as history; the course leaves every list. */
export const forgetCourse = markCourseDeleted(courses);
