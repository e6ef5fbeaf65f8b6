import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * A short MP4 made by ffmpeg for the test (a test pattern with a tone), so no video is kept in the
 * repository: `seconds` long, `width`×`height`.
 */
export const makeTestClip = async ({ seconds = 2, width = 1280, height = 720 } = {}) => {
  const dir = await mkdtemp(join(tmpdir(), 'academy-clip-'));
  const file = join(dir, 'clip.mp4');
  await promisify(execFile)('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
    ...['-movflags', '+faststart', file],
  ]);
  const clip = await readFile(file);
  await rm(dir, { recursive: true, force: true });
  return clip;
};

/** Starts as an MP4 (so the upload is taken as a video) and holds nothing ffmpeg can read. */
export const corruptMp4 = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1'),
    Buffer.alloc(4096, 0x5a),
  ]);
