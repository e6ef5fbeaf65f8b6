import { type Executor, firstOrNotFound } from '@academy/kit';
import { and, eq, max } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { contentItems, courses, modules, type questions } from '../db/schema.ts';

export const requireCourse = (tx: Executor, courseId: number) =>
  firstOrNotFound(tx.select().from(courses).where(eq(courses.id, courseId)), `Course ${courseId} not found`);

/** The module, if it belongs to the course: another course's module is "not found" here. */
export const requireModule = (tx: Executor, courseId: number, moduleId: number) => {
  const inCourse = and(eq(modules.id, moduleId), eq(modules.courseId, courseId));
  const found = tx.select().from(modules).where(inCourse);
  return firstOrNotFound(found, `Module ${moduleId} not found in course ${courseId}`);
};

export const requireContent = (tx: Executor, courseId: number, contentId: number) => {
  const inCourse = and(eq(contentItems.id, contentId), eq(contentItems.courseId, courseId));
  const found = tx.select().from(contentItems).where(inCourse);
  return firstOrNotFound(found, `Content ${contentId} not found in course ${courseId}`);
};

/** The next free position at the end of an ordered list: `table`'s rows whose `parent` is `parentId`. */
export const nextPosition = async (
  tx: Executor,
  table: typeof modules | typeof contentItems | typeof questions,
  parent: PgColumn,
  parentId: number,
) => {
  const [row] = await tx
    .select({ last: max(table.position) })
    .from(table)
    .where(eq(parent, parentId));
  return (row?.last ?? 0) + 1;
};

/** The next free position at the end of a module. */
export const nextContentPosition = (tx: Executor, moduleId: number) =>
  nextPosition(tx, contentItems, contentItems.moduleId, moduleId);
