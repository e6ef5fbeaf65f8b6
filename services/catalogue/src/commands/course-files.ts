import type { ObjectStore } from '@academy/kit';
import { coursePrefix, streamFolder } from '../domain/media-keys.ts';

/**
 * Removes the stored files of deleted content items, a video's HLS renditions with it. Called after the
 * delete commits; a file that cannot be removed is left behind rather than failing the request.
 */
export const removeItemFiles = async (
  store: ObjectStore,
  items: { kind: string; fileKey: string | null; captionsKey: string | null }[],
) => {
  const renditions = await Promise.all(
    items.map((item) =>
      item.kind === 'video' && item.fileKey ? store.list(streamFolder(item.fileKey)).catch(() => []) : [],
    ),
  );
  const keys = items.flatMap((item) => [item.fileKey, item.captionsKey]).filter((key) => key !== null);
  keys.push(...renditions.flat());
  await Promise.all(keys.map((key) => store.remove(key).catch(() => undefined)));
};

/**
 * Removes every stored file of a course: its thumbnail and everything under `courses/<id>/`.
 * Called after the rows are gone; a failure is logged by the caller, never undoes the delete.
 */
export const removeCourseFiles = async (
  store: ObjectStore,
  course: { id: number; thumbnailKey: string | null },
) => {
  const keys = await store.list(coursePrefix(course.id));
  if (course.thumbnailKey) keys.push(course.thumbnailKey);
  await Promise.all(keys.map((key) => store.remove(key)));
  return keys;
};
