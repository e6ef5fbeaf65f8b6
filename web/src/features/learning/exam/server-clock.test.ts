import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bestOffset,
  clockSample,
  createServerClock,
  formatCountdown,
  secondsLeft,
  warningCrossed,
} from './server-clock.ts';

describe('the server clock', () => {
  afterEach(() => vi.useRealTimers());

  it('takes the server time as the middle of the round trip', () => {
    // Sent at 1000, answered at 1400 (device time); the server said 61200: 60 s ahead of the device.
    expect(clockSample(1000, 61_200, 1400)).toEqual({ offsetMs: 60_000, roundTripMs: 400 });
  });

  it('trusts the reading the network delayed least', () => {
    const slow = clockSample(0, 5_000, 4_000); // the reply waited on its way: offset looks like 3 s
    const fast = clockSample(10_000, 10_150, 10_100); // 100 ms round trip: offset 100 ms
    expect(bestOffset([slow, fast])).toBe(100);
    expect(bestOffset([])).toBe(0);
  });

  it('runs on the server time, never the device clock alone, and measures again periodically', async () => {
    vi.useFakeTimers();
    let device = 1_000_000;
    let serverAhead = 120_000;
    const fetchServerTime = vi.fn(async () => new Date(device + serverAhead).toISOString());
    const clock = createServerClock({ fetchServerTime, deviceNow: () => device, remeasureMs: 60_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(clock.now()).toBe(device + 120_000);

    // The device clock is set back an hour while the exam runs: the next reading corrects it.
    device -= 3_600_000;
    serverAhead += 3_600_000;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchServerTime).toHaveBeenCalledTimes(2);
    expect(clock.now()).toBe(device + 3_720_000);
    clock.stop();
  });

  it('keeps the last offset while the server cannot be reached', async () => {
    vi.useFakeTimers();
    const device = 5_000;
    const replies = [
      async () => new Date(device + 30_000).toISOString(),
      async () => Promise.reject(new Error('offline')),
    ];
    const clock = createServerClock({
      fetchServerTime: () => replies.shift()!(),
      deviceNow: () => device,
      remeasureMs: 1000,
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(clock.now()).toBe(device + 30_000);
    clock.stop();
  });

  it('counts down in whole seconds and announces 10 minutes and 1 minute once each', () => {
    expect(secondsLeft('2026-01-01T03:00:00.000Z', Date.parse('2026-01-01T00:00:00.500Z'))).toBe(10_800);
    expect(secondsLeft('2026-01-01T03:00:00.000Z', Date.parse('2026-01-01T04:00:00.000Z'))).toBe(0);
    expect(formatCountdown(10_799)).toBe('2:59:59');
    expect(formatCountdown(545)).toBe('9:05');
    expect(warningCrossed(601, 600)).toBe('10 minutes left');
    expect(warningCrossed(600, 599)).toBeNull();
    expect(warningCrossed(61, 59)).toBe('1 minute left');
    expect(warningCrossed(null, 300)).toBeNull();
  });
});
