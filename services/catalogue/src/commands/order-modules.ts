import { badRequest } from '@academy/kit';
import { eq } from 'drizzle-orm';
import type { CatalogueContext } from '../context.ts';
import { modules } from '../db/schema.ts';
import { requireCourse } from '../queries/courses.ts';
import { listModules } from '../queries/modules.ts';
import { enqueueCourseState } from './course-events.ts';

/** Puts a course's modules in the given order; every module must be listed exactly once. */
export const orderModules = (
  { db, mediaUrl }: Pick<CatalogueContext, 'db' | 'mediaUrl'>,
  courseId: number,
  wanted: number[],
  correlationId?: string,
) =>
  db.transaction(async (tx) => {
    await requireCourse(tx, courseId);
    const current = await listModules(tx, courseId);
    const known = new Set(current.map((module) => module.id));
    if (wanted.length !== known.size || wanted.some((id) => !known.has(id))) {
      throw badRequest('moduleIds must list every module of the course exactly once', 'VALIDATION');
    }
    for (const [index, moduleId] of wanted.entries()) {
      await tx
        .update(modules)
        .set({ position: index + 1 })
        .where(eq(modules.id, moduleId));
    }
    await enqueueCourseState(tx, { courseId, mediaUrl, correlationId });
    return listModules(tx, courseId);
  });
