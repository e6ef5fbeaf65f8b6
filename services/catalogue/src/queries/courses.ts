import type { Executor } from '@academy/kit';
import { notFound } from '@academy/kit';
import { and, eq, max } from 'drizzle-orm';
import { contentItems, courses, modules } from '../db/schema.ts';

export const requireCourse = async (tx: Executor, courseId: number) => {
  const [course] = await tx.select().from(courses).where(eq(courses.id, courseId));
  if (!course) throw notFound(`Course ${courseId} not found`);
  return course;
};

/** The module, if it belongs to the course: another course's module is "not found" here. */
export const requireModule = async (tx: Executor, courseId: number, moduleId: number) => {
  const [module] = await tx
    .select()
    .from(modules)
    .where(and(eq(modules.id, moduleId), eq(modules.courseId, courseId)));
  if (!module) throw notFound(`Module ${moduleId} not found in course ${courseId}`);
  return module;
};

export const requireContent = async (tx: Executor, courseId: number, contentId: number) => {
  const [item] = await tx
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, contentId), eq(contentItems.courseId, courseId)));
  if (!item) throw notFound(`Content ${contentId} not found in course ${courseId}`);
  return item;
};

/** The next free position at the end of a module. */
export const nextContentPosition = async (tx: Executor, moduleId: number) => {
  const [row] = await tx
    .select({ last: max(contentItems.position) })
    .from(contentItems)
    .where(eq(contentItems.moduleId, moduleId));
  return (row?.last ?? 0) + 1;
};
