import { notFound } from '@academy/kit';
import { and, eq } from 'drizzle-orm';
import type { CatalogueContext } from '../context.ts';
import { modules } from '../db/schema.ts';
import { requireModule } from '../queries/courses.ts';
import { enqueueCourseState } from './course-events.ts';

/** Renames a module of a course and republishes the course. */
export const renameModule = (
  { db, mediaUrl }: Pick<CatalogueContext, 'db' | 'mediaUrl'>,
  { courseId, moduleId }: { courseId: number; moduleId: number },
  title: string,
  correlationId?: string,
) =>
  db.transaction(async (tx) => {
    await requireModule(tx, courseId, moduleId);
    const [row] = await tx
      .update(modules)
      .set({ title: title })
      .where(and(eq(modules.id, moduleId), eq(modules.courseId, courseId)))
      .returning();
    if (!row) throw notFound(`Module ${moduleId} not found in course ${courseId}`);
    await enqueueCourseState(tx, { courseId, mediaUrl, correlationId });
    return row;
  });
