import type { catalogue, EventData, EventEnvelope } from '@academy/contracts';
import type { Executor } from '@academy/kit';
import { eq } from 'drizzle-orm';
import { courses } from '../../db/schema.ts';

type CourseState = EventData<typeof catalogue.coursePublished>;

/** catalogue.course.published.v1 / updated.v1: the price, title, instructor (and what a voucher grants). */
export const keepCourse = async ({ data }: EventEnvelope<CourseState>, tx: Executor) => {
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
  await tx
    .insert(courses)
    .values({ id: data.courseId, ...state })
    .onConflictDoUpdate({ target: courses.id, set: state });
};

/** catalogue.course.deleted.v1: no new orders; existing orders keep their lines. */
export const forgetCourse = async (
  { data }: EventEnvelope<EventData<typeof catalogue.courseDeleted>>,
  tx: Executor,
) => {
  await tx.update(courses).set({ deleted: true, updatedAt: new Date() }).where(eq(courses.id, data.courseId));
};
