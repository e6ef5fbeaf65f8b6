import { eq, max } from 'drizzle-orm';
import type { CatalogueContext } from '../context.ts';
import { modules } from '../db/schema.ts';
import { requireCourse } from '../queries/courses.ts';
import { enqueueCourseState } from './course-events.ts';

/** Appends a module to the end of a course and republishes the course. */
export const createModule = (
  { db, mediaUrl }: Pick<CatalogueContext, 'db' | 'mediaUrl'>,
  courseId: number,
  title: string,
  correlationId?: string,
) =>
  db.transaction(async (tx) => {
    await requireCourse(tx, courseId);
    const [last] = await tx
      .select({ position: max(modules.position) })
      .from(modules)
      .where(eq(modules.courseId, courseId));
    const [row] = await tx
      .insert(modules)
      .values({ courseId, title: title, position: (last?.position ?? 0) + 1 })
      .returning();
    if (!row) throw new Error('insert returned no module');
    await enqueueCourseState(tx, { courseId, mediaUrl, correlationId });
    return row;
  });
