import type { catalogue } from '@academy/contracts';
import { type EventHandler, keepNewerCopy, markCourseDeleted } from '@academy/kit';
import { courses } from '../../db/schema.ts';

/**
 * catalogue.course.published.v1 / updated.v1: the price, title, instructor (and what a voucher grants),
 * unless a newer state is kept (the two events have separate consumers).
 */
export const keepCourse: EventHandler<typeof catalogue.coursePublished> = async (
  { data, occurredAt },
  tx,
) => {
  const state = {
    id: data.courseId,
    title: data.title,
    instructor: data.instructor ?? 'Academy',
    priceMinor: data.priceMinor,
    currency: data.currency.toUpperCase(),
    published: data.published,
    deleted: false,
    voucherCourseId: data.voucher?.courseId ?? null,
    voucherAttempts: data.voucher?.attempts ?? null,
  };
  await keepNewerCopy(tx, courses, courses.id, state, occurredAt);
};

/** catalogue.course.deleted.v1: no new orders; existing orders keep their lines. */
export const forgetCourse = markCourseDeleted(courses);
