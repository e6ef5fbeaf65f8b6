import { readFile } from 'node:fs/promises';
import type { Executor, ObjectStore } from '@academy/kit';
import { and, eq, isNull } from 'drizzle-orm';
import { courses } from '../db/schema.ts';
import { previewKey } from '../domain/media-keys.ts';

/** The featured course's public preview: the demo lesson video with its captions. */
export const DEMO_PREVIEW = { courseId: 40, title: 'Course preview: inside an email investigation' };

const asset = (name: string) => readFile(new URL(`./assets/${name}`, import.meta.url));

/**
 * Gives the featured course its preview when it has none (also for a catalogue seeded before
 * previews existed); resolves to whether it changed the course.
 */
export const addDemoPreview = async (tx: Executor, store: ObjectStore): Promise<boolean> => {
  const { courseId, title } = DEMO_PREVIEW;
  const missing = and(eq(courses.id, courseId), isNull(courses.previewVideoKey));
  const [course] = await tx.select({ id: courses.id }).from(courses).where(missing);
  if (!course) return false;
  const video = await asset('lesson.mp4');
  const captions = await asset('lesson.vtt');
  await store.put(previewKey(courseId, 'video.mp4'), video, 'video/mp4', video.length);
  await store.put(previewKey(courseId, 'captions.vtt'), captions, 'text/vtt', captions.length);
  await tx
    .update(courses)
    .set({
      previewTitle: title,
      previewVideoKey: previewKey(courseId, 'video.mp4'),
      previewCaptionsKey: previewKey(courseId, 'captions.vtt'),
    })
    .where(missing);
  return true;
};
