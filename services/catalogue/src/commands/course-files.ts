import type { ObjectStore } from '@academy/kit';
import { coursePrefix } from '../domain/media-keys.ts';

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
