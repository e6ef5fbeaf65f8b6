import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ObjectStore } from '@academy/kit';
import type { FastifyBaseLogger } from 'fastify';
import {
  claimTranscode,
  failTranscode,
  finishTranscode,
  MAX_TRANSCODE_ATTEMPTS,
  recordTranscodeProgress,
  releaseTranscode,
  type TranscodeJob,
  transcodeExists,
} from '../commands/transcode-jobs.ts';
import type { CatalogueDb } from '../db/database.ts';
import { renditionsFor } from '../domain/hls-ladder.ts';
import { streamFolder } from '../domain/media-keys.ts';
import { ffmpegInstalled, probeVideo, transcodeToHls, UnreadableVideoError } from './ffmpeg.ts';

export interface TranscoderOptions {
  db: CatalogueDb;
  store: ObjectStore;
  logger: FastifyBaseLogger;
  mediaUrl: (key: string) => string;
  /** How many transcodes this process runs at once; 0: none (another replica transcodes). */
  concurrency: number;
  /** How long a claim holds without a progress report before another replica may take the job over. */
  leaseMs?: number;
  /** How often waiting jobs are looked for, besides `wake`. */
  pollMs?: number;
}

export interface Transcoder {
  /** Look for a job now: call after a video is added. */
  wake(): void;
  /** Stops claiming, ends running ffmpegs and queues their jobs again. */
  stop(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
};

/** Every file under `dir`, as paths relative to it. */
const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));

/** The job was removed or taken over while this run worked on it. */
class LostJob extends Error {}

const removeAll = (store: ObjectStore, keys: string[]) =>
  Promise.all(keys.map((key) => store.remove(key).catch(() => undefined)));

/** Why a run was aborted: its service is stopping (queue it again), or the job is no longer its own. */
type StopReason = 'stopping' | 'lost';

/**
 * Turns uploaded videos into HLS renditions in the background (`src/commands/transcode-jobs.ts` holds
 * the job's states). Each job: the original is copied to a temporary folder, probed, transcoded by
 * ffmpeg (a child process: the event loop stays free), and its playlists and segments are stored under
 * the video's stream folder, the master playlist last; then the video plays from it.
 */
export const startTranscoder = (options: TranscoderOptions): Transcoder => {
  const { db, store, logger, concurrency } = options;
  const leaseMs = options.leaseMs ?? 30_000;
  const running = new Map<number, { abort: AbortController; done: Promise<void> }>();
  let stopped = false;
  /** The claim loop while it runs. */
  let pumping: Promise<void> | undefined;
  let wanted = false;

  const run = async (job: TranscodeJob, runId: string, abort: AbortController) => {
    const ids = { contentId: job.contentId, runId };
    const log = logger.child({ contentId: job.contentId, attempt: job.attempts });
    if (job.attempts > MAX_TRANSCODE_ATTEMPTS) {
      await failTranscode(db, {
        ...ids,
        error: `Stopped ${MAX_TRANSCODE_ATTEMPTS} times before it finished`,
      });
      return;
    }
    let percent = 0;
    const report = async () => {
      if (!(await recordTranscodeProgress(db, { ...ids, percent, leaseMs }))) abort.abort('lost');
    };
    const heartbeat = setInterval(() => void report().catch(() => undefined), leaseMs / 3);
    const work = await mkdtemp(join(tmpdir(), 'academy-transcode-'));
    const stored: string[] = [];
    try {
      const input = join(work, 'source');
      await pipeline(await store.read(job.sourceKey), createWriteStream(input), { signal: abort.signal });
      const video = await probeVideo(input, abort.signal);
      const outDir = join(work, 'hls');
      await transcodeToHls({
        input,
        outDir,
        video,
        renditions: renditionsFor(video.height),
        signal: abort.signal,
        onPercent: (next) => {
          if (next === percent) return;
          percent = next;
          void report().catch(() => undefined);
        },
      });
      const folder = streamFolder(job.sourceKey);
      // The master playlist last: once it exists, everything it names does.
      const files = (await filesUnder(outDir)).sort(
        (a, b) => Number(a === 'master.m3u8') - Number(b === 'master.m3u8'),
      );
      for (const file of files) {
        if (abort.signal.aborted) break;
        const key = `${folder}${file}`;
        const type = CONTENT_TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream';
        await store.put(key, await readFile(join(outDir, file)), type);
        stored.push(key);
      }
      abort.signal.throwIfAborted();
      const streamKey = `${folder}master.m3u8`;
      const finished = await finishTranscode(options, { courseId: job.courseId, ...ids, streamKey });
      if (!finished) throw new LostJob();
      log.info({ streamKey }, 'video transcoded');
    } catch (error) {
      const reason = abort.signal.aborted ? (abort.signal.reason as StopReason) : undefined;
      if (reason === 'lost' || error instanceof LostJob) {
        // Removed meanwhile: its folder went with it, so what this run stored after is removed too. Taken
        // over by another replica (this one stalled past its lease): the files are that run's now.
        if (!(await transcodeExists(db, job.contentId))) await removeAll(store, stored);
        log.info('transcode no longer this run: the video was removed or another replica took it over');
        return;
      }
      await removeAll(store, stored);
      if (reason === 'stopping') {
        await releaseTranscode(db, ids);
        log.info('transcode stopped with the service; queued again');
      } else if (error instanceof UnreadableVideoError) {
        await failTranscode(db, { ...ids, error: error.message });
        log.warn({ err: error }, 'video could not be transcoded');
      } else {
        await failTranscode(db, { ...ids, error: `The transcode failed: ${(error as Error).message}` });
        log.error({ err: error }, 'transcode failed');
      }
    } finally {
      clearInterval(heartbeat);
      await rm(work, { recursive: true, force: true });
    }
  };

  const pump = () => {
    if (stopped) return;
    // A wake while claiming is kept: the claim loop looks once more before it rests.
    wanted = true;
    if (pumping) return;
    pumping = (async () => {
      try {
        while (wanted && !stopped) {
          wanted = false;
          await claimWhileFree();
        }
      } catch (error) {
        logger.warn({ err: error }, 'transcode jobs unreachable; will look again');
      } finally {
        pumping = undefined;
      }
    })();
  };

  // Without ffmpeg this process claims nothing: its jobs wait for a replica (or a restart) that has it.
  const canTranscode =
    concurrency > 0
      ? ffmpegInstalled().then((installed) => {
          if (!installed)
            logger.error(
              'ffmpeg or ffprobe is not on the PATH (Debian: apt-get install ffmpeg): no video is transcoded here',
            );
          return installed;
        })
      : Promise.resolve(false);

  /** Claims waiting jobs while this process has room for them. */
  const claimWhileFree = async () => {
    if (!(await canTranscode)) return;
    while (!stopped && running.size < concurrency) {
      const runId = randomUUID();
      const job = await claimTranscode(db, runId, leaseMs);
      if (!job) break;
      if (stopped) {
        // Claimed while the service began to stop: left for the next start.
        await releaseTranscode(db, { contentId: job.contentId, runId });
        break;
      }
      const abort = new AbortController();
      const done = run(job, runId, abort)
        .catch((error: unknown) => logger.error({ err: error, contentId: job.contentId }, 'transcode left'))
        .finally(() => {
          running.delete(job.contentId);
          pump();
        });
      running.set(job.contentId, { abort, done });
    }
  };

  const timer = concurrency > 0 ? setInterval(pump, options.pollMs ?? 5000) : undefined;
  pump();
  return {
    wake: pump,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await pumping;
      for (const { abort } of running.values()) abort.abort('stopping' satisfies StopReason);
      await Promise.all([...running.values()].map(({ done }) => done));
    },
  };
};
