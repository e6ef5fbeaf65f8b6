import type { TranscodeStatus } from '@academy/contracts';
import { asc, eq } from 'drizzle-orm';
import type { CatalogueDb } from '../db/database.ts';
import { videoTranscodes } from '../db/schema.ts';

/**
 * Where each video's transcode of a course stands, read from the database on every call: it changes
 * every second while ffmpeg runs, so it is never kept with the course screen.
 */
export const courseTranscodes = async (db: CatalogueDb, courseId: number): Promise<TranscodeStatus[]> =>
  db
    .select({
      contentId: videoTranscodes.contentId,
      state: videoTranscodes.state,
      percent: videoTranscodes.percent,
      error: videoTranscodes.error,
    })
    .from(videoTranscodes)
    .where(eq(videoTranscodes.courseId, courseId))
    .orderBy(asc(videoTranscodes.contentId));
