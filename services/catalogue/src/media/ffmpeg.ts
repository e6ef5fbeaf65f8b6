import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { percentDone, type Rendition } from '../domain/hls-ladder.ts';

/** ffmpeg could not read or convert a file: the message says why, in words an administrator can act on. */
export class UnreadableVideoError extends Error {}

/** Runs a program to its end, off the event loop; resolves with what it printed. */
const run = (program: string, args: string[], signal?: AbortSignal, onLine?: (line: string) => void) =>
  new Promise<{ stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    let stdout = '';
    let stderr = '';
    if (onLine) createInterface({ input: child.stdout }).on('line', onLine);
    else child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    // Only the tail matters (the reason of a failure); a long run must not grow it without end.
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk).slice(-4000)));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else reject(new UnreadableVideoError(lastLine(stderr) || `${program} ended with code ${code}`));
    });
  });

const lastLine = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .at(-1) ?? '';

/** Whether this machine has ffmpeg and ffprobe (Debian's `ffmpeg` package) on its PATH. */
export const ffmpegInstalled = () =>
  Promise.all([run('ffmpeg', ['-version']), run('ffprobe', ['-version'])]).then(
    () => true,
    () => false,
  );

export interface ProbedVideo {
  height: number;
  durationSeconds: number;
  hasAudio: boolean;
}

/** What ffprobe reads of a video: its height, length and whether it has sound. */
export const probeVideo = async (file: string, signal?: AbortSignal): Promise<ProbedVideo> => {
  const { stdout } = await run(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'stream=codec_type,height:format=duration', '-of', 'json', file],
    signal,
  ).catch((error: unknown) => {
    if (error instanceof UnreadableVideoError)
      throw new UnreadableVideoError(`The video could not be read: ${error.message}`);
    throw error;
  });
  const probed = JSON.parse(stdout) as {
    streams?: { codec_type?: string; height?: number }[];
    format?: { duration?: string };
  };
  const video = probed.streams?.find((stream) => stream.codec_type === 'video' && stream.height);
  if (!video?.height) throw new UnreadableVideoError('The file has no video picture ffmpeg can read');
  return {
    height: video.height,
    durationSeconds: Number(probed.format?.duration ?? 0),
    hasAudio: probed.streams?.some((stream) => stream.codec_type === 'audio') ?? false,
  };
};

/** Seconds per HLS segment: short enough that a slow connection starts after one small download. */
const SEGMENT_SECONDS = 4;

/**
 * The ffmpeg arguments that write every rendition (H.264/AAC, keyframes on segment boundaries) as HLS
 * into `outDir/<name>/index.m3u8` with `outDir/master.m3u8` listing them (bandwidth and resolution),
 * reporting progress on stdout.
 */
export const hlsArguments = (input: string, outDir: string, renditions: Rendition[], hasAudio: boolean) => {
  const splits = renditions.map((_, index) => `[v${index}]`).join('');
  const scales = renditions.map((rendition, index) => `[v${index}]scale=-2:${rendition.height}[out${index}]`);
  const perRendition = renditions.flatMap((rendition, index) => [
    '-map',
    `[out${index}]`,
    ...(hasAudio ? ['-map', '0:a:0'] : []),
    `-b:v:${index}`,
    String(rendition.videoBitrate),
    `-maxrate:v:${index}`,
    String(Math.round(rendition.videoBitrate * 1.1)),
    `-bufsize:v:${index}`,
    String(rendition.videoBitrate * 2),
    ...(hasAudio ? [`-b:a:${index}`, String(rendition.audioBitrate)] : []),
  ]);
  const streamMap = renditions
    .map((rendition, index) => `v:${index}${hasAudio ? `,a:${index}` : ''},name:${rendition.name}`)
    .join(' ');
  return [
    ...['-hide_banner', '-nostdin', '-y', '-nostats', '-progress', 'pipe:1', '-i', input],
    ...['-filter_complex', `[0:v]split=${renditions.length}${splits};${scales.join(';')}`],
    ...perRendition,
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p'],
    ...['-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`, '-sc_threshold', '0'],
    ...(hasAudio ? ['-c:a', 'aac', '-ac', '2', '-ar', '48000'] : []),
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ...['-hls_segment_filename', `${outDir}/%v/segment-%03d.ts`],
    ...['-master_pl_name', 'master.m3u8', '-var_stream_map', streamMap, `${outDir}/%v/index.m3u8`],
  ];
};

/**
 * Transcodes `input` into HLS renditions in `outDir` with ffmpeg as a child process, calling `onPercent`
 * as ffmpeg reports its position (`-progress pipe:1`). Aborting `signal` kills ffmpeg.
 */
export const transcodeToHls = async (options: {
  input: string;
  outDir: string;
  video: ProbedVideo;
  renditions: Rendition[];
  onPercent: (percent: number) => void;
  signal?: AbortSignal;
}) => {
  const { input, outDir, video, renditions, onPercent, signal } = options;
  await run('ffmpeg', hlsArguments(input, outDir, renditions, video.hasAudio), signal, (line) => {
    const [name, value] = line.split('=');
    if (name === 'out_time_us' && value && /^\d+$/.test(value))
      onPercent(percentDone(Number(value), video.durationSeconds));
  }).catch((error: unknown) => {
    if (error instanceof UnreadableVideoError)
      throw new UnreadableVideoError(`ffmpeg could not convert the video: ${error.message}`);
    throw error;
  });
};
