import type { MediaStorage } from '@vidstack/react';
import { localValues } from '../../shared/browser-storage.ts';

/** What is remembered of one video on this device: the learner's speed and where they stopped. */
interface Remembered {
  rate?: number;
  time?: number;
}

const KEY_PREFIX = 'videoPlayback:';

/**
 * The player's storage (vidstack's MediaStorage) keeping the playback rate and position per video in local
 * storage (no personal data: a speed and a number of seconds), so a video resumes where it was left at the
 * speed chosen for it. A video watched to its end starts from the beginning next time.
 */
export class VideoMemory implements MediaStorage {
  readonly #key: string;
  #remembered: Remembered;

  constructor(videoKey: string) {
    this.#key = `${KEY_PREFIX}${videoKey}`;
    this.#remembered = read(this.#key);
  }

  async getPlaybackRate() {
    return this.#remembered.rate ?? null;
  }

  async setPlaybackRate(rate: number) {
    this.#remembered = { ...this.#remembered, rate };
    this.#save();
  }

  async getTime() {
    return this.#remembered.time ?? null;
  }

  async setTime(time: number, ended?: boolean) {
    const { rate } = this.#remembered;
    this.#remembered = ended || time < 0 ? { rate } : { rate, time };
    // Written at every report (a few a second, a few bytes): a closed tab or a reload loses nothing.
    this.#save();
  }

  async getVolume() {
    return null;
  }
  async getMuted() {
    return null;
  }
  async getLang() {
    return null;
  }
  async getCaptions() {
    return null;
  }
  async getVideoQuality() {
    return null;
  }
  async getAudioGain() {
    return null;
  }

  /** Where storage is refused (private mode, full), the video simply starts from the beginning next time. */
  #save() {
    localValues.setItem(this.#key, JSON.stringify(this.#remembered));
  }
}

function read(key: string): Remembered {
  try {
    const parsed: unknown = JSON.parse(localValues.getItem(key) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { rate, time } = parsed as Record<string, unknown>;
    return {
      ...(typeof rate === 'number' && rate > 0 ? { rate } : {}),
      ...(typeof time === 'number' && time >= 0 ? { time } : {}),
    };
  } catch {
    return {};
  }
}
