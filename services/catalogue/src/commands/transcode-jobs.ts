import type { Executor } from '@academy/kit';
import { and, eq, sql } from 'drizzle-orm';
import type { CatalogueDb } from '../db/database.ts';
import { contentItems, videoTranscodes } from '../db/schema.ts';
import { courseCommand } from './announced-change.ts';

export type TranscodeJob = typeof videoTranscodes.$inferSelect;

/** A job claimed this often without finishing (each time its replica stopped or died) is given up. */
export const MAX_TRANSCODE_ATTEMPTS = 3;

/** Queues the transcode of a newly stored video, in the transaction that adds it. */
export const queueTranscode = async (
  tx: Executor,
  job: { contentId: number; courseId: number; sourceKey: string },
) => {
  await tx.insert(videoTranscodes).values(job);
};

const ours = (contentId: number, runId: string) =>
  and(eq(videoTranscodes.contentId, contentId), eq(videoTranscodes.runId, runId));

/**
 * Claims the oldest job waiting: queued, or running under a lease that ran out (its replica is gone).
 * `SKIP LOCKED` lets replicas claim side by side without taking the same job; the lease, renewed with
 * every progress report, keeps a running job from being claimed again.
 */
export const claimTranscode = async (db: CatalogueDb, runId: string, leaseMs: number) => {
  const { rows } = await db.execute<{ content_id: number }>(sql`
    UPDATE video_transcodes
       SET state = 'running', attempts = attempts + 1, run_id = ${runId}, percent = 0, error = NULL,
           lease_until = now() + make_interval(secs => ${leaseMs / 1000}), updated_at = now()
     WHERE content_id = (
       SELECT content_id FROM video_transcodes
        WHERE state = 'queued' OR (state = 'running' AND lease_until < now())
        ORDER BY created_at
        LIMIT 1
          FOR UPDATE SKIP LOCKED)
    RETURNING content_id`);
  const contentId = rows[0]?.content_id;
  if (contentId === undefined) return undefined;
  const [job] = await db.select().from(videoTranscodes).where(ours(contentId, runId));
  return job;
};

export const transcodeExists = async (db: CatalogueDb, contentId: number) =>
  (await db.select().from(videoTranscodes).where(eq(videoTranscodes.contentId, contentId))).length > 0;

/** Records progress and renews the lease; false when the job is no longer this run's (deleted, taken over). */
export const recordTranscodeProgress = async (
  db: CatalogueDb,
  job: { contentId: number; runId: string; percent: number; leaseMs: number },
) => {
  const rows = await db
    .update(videoTranscodes)
    .set({
      percent: job.percent,
      leaseUntil: sql`now() + make_interval(secs => ${job.leaseMs / 1000})`,
      updatedAt: sql`now()`,
    })
    .where(and(ours(job.contentId, job.runId), eq(videoTranscodes.state, 'running')))
    .returning({ contentId: videoTranscodes.contentId });
  return rows.length > 0;
};

/**
 * The renditions are stored: the video now plays from `streamKey`, and the course is announced, so the
 * course screens kept between changes (here and in the BFF) show it. False when the job is no longer ours.
 */
export const finishTranscode = courseCommand(
  async (tx, job: { courseId: number; contentId: number; runId: string; streamKey: string }) => {
    const rows = await tx
      .update(videoTranscodes)
      .set({ state: 'ready', percent: 100, leaseUntil: null, updatedAt: sql`now()` })
      .where(and(ours(job.contentId, job.runId), eq(videoTranscodes.state, 'running')))
      .returning({ contentId: videoTranscodes.contentId });
    if (rows.length === 0) return false;
    await tx.update(contentItems).set({ streamKey: job.streamKey }).where(eq(contentItems.id, job.contentId));
    return true;
  },
);

/** The transcode failed for good: the original keeps playing and the administrator sees why. */
export const failTranscode = async (
  db: CatalogueDb,
  job: { contentId: number; runId: string; error: string },
) => {
  await db
    .update(videoTranscodes)
    .set({ state: 'failed', error: job.error.slice(0, 1000), leaseUntil: null, updatedAt: sql`now()` })
    .where(ours(job.contentId, job.runId));
};

/**
 * A run stopped with its service: queued again, for the next replica (or this one after a restart). A
 * stop is not the video's fault, so the attempt is not counted.
 */
export const releaseTranscode = async (db: CatalogueDb, job: { contentId: number; runId: string }) => {
  await db
    .update(videoTranscodes)
    .set({
      state: 'queued',
      percent: 0,
      attempts: sql`${videoTranscodes.attempts} - 1`,
      leaseUntil: null,
      updatedAt: sql`now()`,
    })
    .where(and(ours(job.contentId, job.runId), eq(videoTranscodes.state, 'running')));
};
