import { describe, expect, it } from 'vitest';
import { percentDone, renditionsFor } from '../../src/domain/hls-ladder.ts';

describe('the HLS renditions of a video', () => {
  it('are every rung up to the source height, never upscaled', () => {
    expect(renditionsFor(2160).map((rung) => rung.name)).toEqual(['360p', '720p', '1080p']);
    expect(renditionsFor(1080).map((rung) => rung.name)).toEqual(['360p', '720p', '1080p']);
    expect(renditionsFor(1079).map((rung) => rung.name)).toEqual(['360p', '720p']);
    expect(renditionsFor(360).map((rung) => rung.name)).toEqual(['360p']);
  });

  it('are one at the source own even height below the first rung', () => {
    expect(renditionsFor(180)).toMatchObject([{ name: '180p', height: 180 }]);
    expect(renditionsFor(241)).toMatchObject([{ name: '240p', height: 240 }]);
  });

  it('report progress below 100 until stored, from ffmpeg out_time_us over the duration', () => {
    expect(percentDone(1_000_000, 4)).toBe(25);
    expect(percentDone(4_000_000, 4)).toBe(99);
    expect(percentDone(9_000_000, 4)).toBe(99);
    expect(percentDone(-5, 4)).toBe(0);
    expect(percentDone(1_000_000, 0)).toBe(0);
  });
});
