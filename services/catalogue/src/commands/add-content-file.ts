import { contentItems } from '../db/schema.ts';
import { nextContentPosition, requireModule } from '../queries/courses.ts';
import { courseCommand } from './announced-change.ts';

type NewFileItem = {
  courseId: number;
  moduleId: number;
  title: string;
  kind: 'document' | 'video';
  fileKey: string;
};

/** Adds a stored document or video at the end of a module and republishes the course. */
export const addContentFile = courseCommand(async (tx, item: NewFileItem) => {
  const { courseId, moduleId, title, kind, fileKey } = item;
  await requireModule(tx, courseId, moduleId);
  const [row] = await tx
    .insert(contentItems)
    .values({ moduleId, courseId, kind, title, position: await nextContentPosition(tx, moduleId), fileKey })
    .returning();
  return row!;
});
