import { badRequest } from '@academy/kit';
import { eq } from 'drizzle-orm';
import { modules } from '../db/schema.ts';
import { requireCourse } from '../queries/courses.ts';
import { listModules } from '../queries/modules.ts';
import { courseCommand } from './announced-change.ts';

/** Puts a course's modules in the given order; every module must be listed exactly once. */
export const orderModules = courseCommand(
  async (tx, { courseId, moduleIds }: { courseId: number; moduleIds: number[] }) => {
    await requireCourse(tx, courseId);
    const current = await listModules(tx, courseId);
    const known = new Set(current.map((module) => module.id));
    if (moduleIds.length !== known.size || moduleIds.some((id) => !known.has(id))) {
      throw badRequest('moduleIds must list every module of the course exactly once', 'VALIDATION');
    }
    for (const [index, moduleId] of moduleIds.entries()) {
      await tx
        .update(modules)
        .set({ position: index + 1 })
        .where(eq(modules.id, moduleId));
    }
    return listModules(tx, courseId);
  },
);
