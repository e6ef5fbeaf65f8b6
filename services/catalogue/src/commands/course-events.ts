import { catalogue } from '@academy/contracts';
import { type Executor, enqueueEvent } from '@academy/kit';
import { and, asc, eq } from 'drizzle-orm';
import { contentItems, courses, modules } from '../db/schema.ts';
import { voucherOf } from '../queries/course-view.ts';

type CourseEvent = typeof catalogue.coursePublished | typeof catalogue.courseUpdated;

/** Quiz ids of a course in learning order: the quizzes a certificate requires. */
export const quizIdsOf = async (tx: Executor, courseId: number) => {
  const rows = await tx
    .select({ id: contentItems.id })
    .from(contentItems)
    .innerJoin(modules, eq(modules.id, contentItems.moduleId))
    .where(and(eq(contentItems.courseId, courseId), eq(contentItems.kind, 'quiz')))
    .orderBy(asc(modules.position), asc(contentItems.position), asc(contentItems.id));
  return rows.map((row) => row.id);
};

/**
 * Records the course's current state as `event` (published or updated) in the outbox, inside the
 * caller's transaction, so other contexts see every change that commits and nothing that does not.
 */
export const enqueueCourseState = async (
  tx: Executor,
  options: {
    courseId: number;
    event?: CourseEvent;
    mediaUrl: (key: string) => string;
    correlationId?: string;
  },
) => {
  const [course] = await tx.select().from(courses).where(eq(courses.id, options.courseId));
  if (!course) throw new Error(`course ${options.courseId} vanished inside its own transaction`);
  await enqueueEvent(
    tx,
    options.event ?? catalogue.courseUpdated,
    {
      courseId: course.id,
      title: course.title,
      courseCode: course.courseCode,
      category: course.category,
      priceMinor: course.priceMinor,
      originalPriceMinor: course.originalPriceMinor,
      instructor: course.createdBy,
      currency: course.currency,
      thumbnailUrl: course.thumbnailKey ? options.mediaUrl(course.thumbnailKey) : null,
      published: course.published,
      quizIds: await quizIdsOf(tx, course.id),
      voucher: voucherOf(course),
    },
    options.correlationId,
  );
};
