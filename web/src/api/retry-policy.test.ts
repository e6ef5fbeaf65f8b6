import { describe, expect, it } from 'vitest';
import { retryDelayMs, shouldRetry } from './retry-policy.ts';

describe('retry policy', () => {
  it('waits 1 s, then doubles up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries queries three times on server and network errors', () => {
    const query = { type: 'query' } as const;
    expect(shouldRetry({ status: 503, data: null }, 1, query)).toBe(true);
    expect(shouldRetry({ status: 'FETCH_ERROR', error: 'offline' }, 3, query)).toBe(true);
    expect(shouldRetry({ status: 503, data: null }, 4, query)).toBe(false);
  });

  it('never retries client errors or mutations', () => {
    expect(shouldRetry({ status: 404, data: null }, 1, { type: 'query' })).toBe(false);
    expect(
      shouldRetry({ status: 'PARSING_ERROR', originalStatus: 400, data: '', error: 'x' }, 1, {
        type: 'query',
      }),
    ).toBe(false);
    expect(shouldRetry({ status: 503, data: null }, 1, { type: 'mutation' })).toBe(false);
  });
});
