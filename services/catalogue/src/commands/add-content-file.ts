import type { CatalogueContext } from '../context.ts';
import { contentItems } from '../db/schema.ts';
import { nextContentPosition, requireModule } from '../queries/courses.ts';
import { enqueueCourseState } from './course-events.ts';

/** Adds a stored document or video at the end of a module and republishes the course. */
export const addContentFile = (
  { db, mediaUrl }: Pick<CatalogueContext, 'db' | 'mediaUrl'>,
  item: { courseId: number; moduleId: number; title: string; kind: 'document' | 'video'; fileKey: string },
  correlationId?: string,
) =>
  db.transaction(async (tx) => {
    const { courseId, moduleId, title, kind, fileKey } = item;
    await requireModule(tx, courseId, moduleId);
    const [row] = await tx
      .insert(contentItems)
      .values({ moduleId, courseId, kind, title, position: await nextContentPosition(tx, moduleId), fileKey })
      .returning();
    await enqueueCourseState(tx, { courseId, mediaUrl, correlationId });
    return row!;
  });
