import type { catalogue } from '@academy/contracts';
import { type EventHandler, upsert } from '@academy/kit';
import { eq } from 'drizzle-orm';
import { courses } from '../../db/schema.ts';

/** catalogue.course.published.v1 / updated.v1: the course's title, code and required quizzes. */
export const keepCourse: EventHandler<typeof catalogue.coursePublished> = async ({ data }, tx) => {
  const state = {
    title: data.title,
    courseCode: data.courseCode,
    quizIds: data.quizIds,
    priceMinor: data.priceMinor,
    deleted: false,
    updatedAt: new Date(),
  };
  await upsert(tx, courses, courses.id, { id: data.courseId, ...state }, state);
};

/** catalogue.course.deleted.v1: enrolments and attempts stay as history; the course leaves every list. */
export const forgetCourse: EventHandler<typeof catalogue.courseDeleted> = async ({ data }, tx) => {
  await tx.update(courses).set({ deleted: true, updatedAt: new Date() }).where(eq(courses.id, data.courseId));
};
