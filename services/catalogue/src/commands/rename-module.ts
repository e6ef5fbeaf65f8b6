import { firstOrNotFound } from '@academy/kit';
import { and, eq } from 'drizzle-orm';
import { modules } from '../db/schema.ts';
import { courseCommand } from './announced-change.ts';

type ModuleTitle = { courseId: number; moduleId: number; title: string };

/** Renames a module of a course and republishes the course. */
export const renameModule = courseCommand((tx, { courseId, moduleId, title }: ModuleTitle) =>
  firstOrNotFound(
    tx
      .update(modules)
      .set({ title })
      .where(and(eq(modules.id, moduleId), eq(modules.courseId, courseId)))
      .returning(),
    `Module ${moduleId} not found in course ${courseId}`,
  ),
);
