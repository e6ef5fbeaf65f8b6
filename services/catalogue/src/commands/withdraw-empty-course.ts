import type { Executor } from '@academy/kit';
import { eq } from 'drizzle-orm';
import { courses } from '../db/schema.ts';
import { mayBePublished } from '../domain/publishing.ts';
import { contentOf, EMPTY_CONTENT } from '../queries/course-content.ts';
import { voucherOf } from '../queries/course-view.ts';

/**
 * Takes a published course back to draft once its last document, video or quiz is removed, inside
 * the removal's transaction: what is sold must have something to learn. The caller's announcement of
 * the course's new state then carries `published: false`, as taking it back to draft by hand does, so
 * cart and orders stop selling it.
 */
export const withdrawIfEmpty = async (tx: Executor, courseId: number) => {
  const [course] = await tx.select().from(courses).where(eq(courses.id, courseId)).for('update');
  if (!course?.published) return;
  const content = (await contentOf(tx, [courseId])).get(courseId) ?? EMPTY_CONTENT;
  if (mayBePublished(content, voucherOf(course))) return;
  await tx.update(courses).set({ published: false }).where(eq(courses.id, courseId));
};
