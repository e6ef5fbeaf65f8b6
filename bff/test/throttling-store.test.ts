import { describe, expect, it } from 'vitest';
import { createCounterStore } from '../src/throttling/store.ts';

const THIRTY_DAYS = 30 * 24 * 60 * 60;

describe('throttling counters kept in memory (a single BFF without a database)', () => {
  it('keeps a 30-day counter (an address an account signed in from) after it is set', async () => {
    const store = await createCounterStore('');
    const known = store.limiter({ keyPrefix: 'known', points: 1, duration: THIRTY_DAYS });
    await known.set('account:address', 1, THIRTY_DAYS);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const kept = await known.get('account:address');
    expect(kept?.consumedPoints).toBe(1);
    expect(kept!.msBeforeNext).toBeGreaterThan(24 * 24 * 60 * 60 * 1000);
  });
});
