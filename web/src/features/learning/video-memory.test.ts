import { beforeEach, describe, expect, it } from 'vitest';
import { VideoMemory } from './video-memory.ts';

describe('the video memory', () => {
  beforeEach(() => localStorage.clear());

  it('gives a video back its own rate and position, and nothing to another video', async () => {
    const lecture = new VideoMemory('/api/v1/media/courses/69/a.mp4');
    await lecture.setPlaybackRate(0.25);
    await lecture.setTime(42.5);

    const again = new VideoMemory('/api/v1/media/courses/69/a.mp4');
    expect(await again.getPlaybackRate()).toBe(0.25);
    expect(await again.getTime()).toBe(42.5);
    const other = new VideoMemory('/api/v1/media/courses/69/b.mp4');
    expect(await other.getPlaybackRate()).toBeNull();
    expect(await other.getTime()).toBeNull();
  });

  it('starts a video watched to the end from the beginning, keeping its rate', async () => {
    const lecture = new VideoMemory('v');
    await lecture.setPlaybackRate(1.5);
    await lecture.setTime(100, true);
    const again = new VideoMemory('v');
    expect(await again.getTime()).toBeNull();
    expect(await again.getPlaybackRate()).toBe(1.5);
  });

  it('ignores what it cannot read', async () => {
    localStorage.setItem('videoPlayback:v', '{"rate":"fast","time":-3}');
    const lecture = new VideoMemory('v');
    expect(await lecture.getPlaybackRate()).toBeNull();
    expect(await lecture.getTime()).toBeNull();
  });
});
