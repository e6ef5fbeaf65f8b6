import type { catalogue } from '@academy/contracts';
import { type EventHandler, upsert } from '@academy/kit';
import { eq } from 'drizzle-orm';
import { courses } from '../../db/schema.ts';

/** catalogue.course.published.v1 / updated.v1: the price, title, instructor (and what a voucher grants). */
export const keepCourse: EventHandler<typeof catalogue.coursePublished> = async ({ data }, tx) => {
  const state = {
    title: data.title,
    instructor: data.instructor ?? 'Academy',
    priceMinor: data.priceMinor,
    currency: data.currency.toUpperCase(),
    published: data.published,
    deleted: false,
    voucherCourseId: data.voucher?.courseId ?? null,
    voucherAttempts: data.voucher?.attempts ?? null,
    updatedAt: new Date(),
  };
  await upsert(tx, courses, courses.id, { id: data.courseId, ...state }, state);
};

/** catalogue.course.deleted.v1: no new orders; existing orders keep their lines. */
export const forgetCourse: EventHandler<typeof catalogue.courseDeleted> = async ({ data }, tx) => {
  await tx.update(courses).set({ deleted: true, updatedAt: new Date() }).where(eq(courses.id, data.courseId));
};
