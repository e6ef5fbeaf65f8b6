import { contentItems } from '../db/schema.ts';
import { nextContentPosition, requireModule } from '../queries/courses.ts';
import { courseCommand } from './announced-change.ts';
import { queueTranscode } from './transcode-jobs.ts';

type NewFileItem = {
  courseId: number;
  moduleId: number;
  title: string;
  kind: 'document' | 'video';
  fileKey: string;
};

/**
 * Adds a stored document or video at the end of a module and republishes the course; a video's transcode
 * into HLS renditions is queued with it (wake the transcoder after commit).
 */
export const addContentFile = courseCommand(async (tx, item: NewFileItem) => {
  const { courseId, moduleId, title, kind, fileKey } = item;
  await requireModule(tx, courseId, moduleId);
  const [row] = await tx
    .insert(contentItems)
    .values({ moduleId, courseId, kind, title, position: await nextContentPosition(tx, moduleId), fileKey })
    .returning();
  if (kind === 'video') await queueTranscode(tx, { contentId: row!.id, courseId, sourceKey: fileKey });
  return row!;
});
