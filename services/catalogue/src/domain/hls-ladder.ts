/** One HLS rendition: its name (the folder of its playlist), height and target bit rates. */
export interface Rendition {
  name: string;
  height: number;
  videoBitrate: number;
  audioBitrate: number;
}

const LADDER: Rendition[] = [
  { name: '360p', height: 360, videoBitrate: 800_000, audioBitrate: 96_000 },
  { name: '720p', height: 720, videoBitrate: 2_800_000, audioBitrate: 128_000 },
  { name: '1080p', height: 1080, videoBitrate: 5_000_000, audioBitrate: 128_000 },
];

/**
 * The renditions made of a source `height` pixels high: every rung up to the source's own height (never
 * upscaled); a source lower than the first rung gets one rendition at its own (even) height.
 */
export const renditionsFor = (height: number): Rendition[] => {
  const rungs = LADDER.filter((rung) => rung.height <= height);
  if (rungs.length > 0) return rungs;
  const even = Math.max(2, height - (height % 2));
  return [{ ...LADDER[0]!, name: `${even}p`, height: even }];
};

/** Percent done of a transcode from ffmpeg's `out_time_us`, below 100 until the files are stored. */
export const percentDone = (outTimeMicros: number, durationSeconds: number) =>
  durationSeconds > 0
    ? Math.max(0, Math.min(99, Math.floor((outTimeMicros / 1e6 / durationSeconds) * 100)))
    : 0;
