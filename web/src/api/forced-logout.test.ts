import { describe, expect, it } from 'vitest';
import { createForcedLogout, FORCED_LOGOUT_GUARD_MS } from './forced-logout.ts';

describe('createForcedLogout', () => {
  it('runs once for a burst of 401s and again after the guard window', () => {
    let now = 10_000;
    const messages: string[] = [];
    const forceLogout = createForcedLogout(
      (message) => messages.push(message),
      () => now,
    );

    expect(forceLogout('Session expired. Please login again.')).toBe(true);
    now += 10;
    expect(forceLogout('Session expired. Please login again.')).toBe(false);
    now += FORCED_LOGOUT_GUARD_MS - 20;
    expect(forceLogout('Authentication required')).toBe(false);
    expect(messages).toEqual(['Session expired. Please login again.']);

    now += 10;
    expect(forceLogout('Authentication required')).toBe(true);
    expect(messages).toEqual(['Session expired. Please login again.', 'Authentication required']);
  });
});
