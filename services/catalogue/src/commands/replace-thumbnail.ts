import { firstOrNotFound } from '@academy/kit';
import { eq } from 'drizzle-orm';
import { courses } from '../db/schema.ts';
import { courseCommand } from './announced-change.ts';

/** Points a course at its newly stored thumbnail and republishes the course's state. */
export const replaceThumbnail = courseCommand(
  (tx, { courseId, thumbnailKey }: { courseId: number; thumbnailKey: string }) =>
    firstOrNotFound(
      tx.update(courses).set({ thumbnailKey }).where(eq(courses.id, courseId)).returning(),
      `Course ${courseId} not found`,
    ),
);
