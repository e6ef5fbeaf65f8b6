import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago.ts';

describe('timeAgo', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  it('rounds down to the largest whole unit', () => {
    expect(timeAgo('2026-01-10T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-01-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-01-10T09:30:00Z', now)).toBe('2 hours ago');
    expect(timeAgo('2026-01-09T11:00:00Z', now)).toBe('yesterday');
  });
});
