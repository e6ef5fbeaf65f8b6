import { i18n } from '../../../shared/i18n/i18n.ts';
import '../../../shared/i18n/en-screens/learning.ts';

/**
 * The server's clock as seen from here. A timed attempt runs on the server's time: the device clock may
 * be minutes off, and the deadline is the server's. Each reading of the server's time is taken as the
 * middle of its round trip (offset = server − (sent + received) / 2), and the reading with the shortest
 * round trip among the last few wins: it is the one the network delayed least.
 */
export interface ClockSample {
  /** Server time minus device time, in ms. */
  offsetMs: number;
  roundTripMs: number;
}

export function clockSample(sentAt: number, serverTime: number, receivedAt: number): ClockSample {
  return { offsetMs: serverTime - (sentAt + receivedAt) / 2, roundTripMs: receivedAt - sentAt };
}

/** Of the given samples (oldest first), the least delayed one's offset, the newest of equals; 0 with none. */
export function bestOffset(samples: readonly ClockSample[]): number {
  let best: ClockSample | undefined;
  for (const sample of samples) if (!best || sample.roundTripMs <= best.roundTripMs) best = sample;
  return best?.offsetMs ?? 0;
}

/**
 * Whether two readings can describe the same device clock: each places the true offset within half its
 * round trip. When they cannot, the device clock was changed in between and the older readings are void.
 */
export function consistent(a: ClockSample, b: ClockSample): boolean {
  return Math.abs(a.offsetMs - b.offsetMs) <= (a.roundTripMs + b.roundTripMs) / 2 + 1;
}

const KEPT_SAMPLES = 5;
export const REMEASURE_MS = 60_000;

export interface ServerClock {
  /** The server's time now, in ms since the epoch. */
  now(): number;
  /** Takes a reading now (also after the device wakes or the connection returns). */
  measure(): Promise<void>;
  stop(): void;
}

/**
 * Measures at once and then every `remeasureMs` (a device clock can be changed or drift while an exam
 * runs); a failed reading (offline) is skipped, the last offset stays.
 */
export function createServerClock(options: {
  fetchServerTime: () => Promise<string>;
  deviceNow?: () => number;
  remeasureMs?: number;
}): ServerClock {
  const deviceNow = options.deviceNow ?? Date.now;
  const samples: ClockSample[] = [];
  const measure = async () => {
    const sentAt = deviceNow();
    try {
      const serverTime = Date.parse(await options.fetchServerTime());
      if (Number.isNaN(serverTime)) return;
      const sample = clockSample(sentAt, serverTime, deviceNow());
      if (!samples.every((earlier) => consistent(earlier, sample))) samples.length = 0;
      samples.push(sample);
      if (samples.length > KEPT_SAMPLES) samples.shift();
    } catch {
      // Offline or refused: keep the offset measured before.
    }
  };
  void measure();
  const timer = setInterval(() => void measure(), options.remeasureMs ?? REMEASURE_MS);
  return {
    now: () => deviceNow() + bestOffset(samples),
    measure,
    stop: () => clearInterval(timer),
  };
}

/** Whole seconds left until the deadline (never below 0). */
export function secondsLeft(deadline: string, serverNow: number): number {
  return Math.max(0, Math.ceil((Date.parse(deadline) - serverNow) / 1000));
}

/** '2:59:59', '9:05', '0:07': hours only when there are any. */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** The warnings a screen reader hears, once each: at 10 minutes and at 1 minute left. */
export const WARNINGS = [
  { atSeconds: 600, message: 'learning.tenMinutesLeft' },
  { atSeconds: 60, message: 'learning.oneMinuteLeft' },
] as const;

/** The warning crossed between two readings of the countdown, if any (none when jumping in below it). */
export function warningCrossed(previousSeconds: number | null, seconds: number): string | null {
  if (previousSeconds === null) return null;
  const crossed = WARNINGS.find((w) => previousSeconds > w.atSeconds && seconds <= w.atSeconds);
  return crossed ? i18n.t(crossed.message) : null;
}
