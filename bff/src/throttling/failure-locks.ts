import type { RateLimiterRes } from 'rate-limiter-flexible';
import { LOGIN, lockoutSeconds } from './policies.ts';
import type { CounterStore } from './store.ts';

/** Points for counters that only count (their limit is checked by hand). */
export const UNLIMITED = 1_000_000;

export const secondsOf = (res: RateLimiterRes | null) =>
  Math.max(Math.ceil((res?.msBeforeNext ?? 0) / 1000), 1);

/**
 * Consecutive failed guesses per key and the locks they earn: once a key's failures reach its
 * threshold it is locked, 1 minute and then twice as long with every further failure. An attempt is
 * counted before it is tried (a burst of parallel guesses cannot all slip past the check) and given
 * back if it turned out not to be a failure. `name` keeps each kind of guess apart in the store.
 */
export const createFailureLocks = (store: CounterStore, name: string) => {
  const failures = store.limiter({
    keyPrefix: `${name}-fail`,
    points: UNLIMITED,
    duration: LOGIN.failureMemory,
  });
  const locks = store.limiter({ keyPrefix: `${name}-lock`, points: 1, duration: LOGIN.longestLockout });
  return {
    /** Seconds the key stays locked, or null. */
    lockedFor: async (key: string) => {
      const lock = await locks.get(key);
      return lock && lock.consumedPoints > 1 ? secondsOf(lock) : null;
    },
    count: async (key: string) => {
      await failures.consume(key);
    },
    /** After a failure: locks the key once its failures reach `threshold`. */
    failed: async (key: string, threshold: number) => {
      const count = (await failures.get(key))?.consumedPoints ?? 0;
      if (count >= threshold) await locks.block(key, lockoutSeconds(count, threshold));
    },
    /** A success: the key's failures are forgotten. */
    clear: async (key: string) => {
      await failures.delete(key);
    },
    /** Neither: the attempt guessed nothing, so it is given back. */
    giveBack: async (key: string) => {
      await failures.reward(key);
    },
  };
};
