import type { RateLimiterRes } from 'rate-limiter-flexible';
import { LOGIN, lockoutSeconds } from './policies.ts';
import type { CounterStore } from './store.ts';

const UNLIMITED = 1_000_000;

export interface Refusal {
  seconds: number;
  reason: 'account' | 'address';
}

/**
 * Failed logins per account, per account + address and per address. A lockout is written when a
 * failure reaches a threshold and lasts longer with every further failure; a success clears the
 * account's failures. An attempt is counted as a failure before it is tried (so a burst of parallel
 * guesses cannot all slip past the check) and given back if it was not one.
 */
export const createLoginThrottle = (store: CounterStore, failuresPerAddress: number) => {
  const failures = store.limiter({
    keyPrefix: 'login-fail',
    points: UNLIMITED,
    duration: LOGIN.failureMemory,
  });
  const lockouts = store.limiter({ keyPrefix: 'login-lock', points: 1, duration: LOGIN.longestLockout });
  const addressFailures = store.limiter({
    keyPrefix: 'login-fail-addr',
    points: UNLIMITED,
    duration: LOGIN.addressWindow,
  });
  const thresholds = (account: string, pair: string) =>
    [
      [account, LOGIN.failuresPerAccount],
      [pair, LOGIN.failuresPerAccountAndAddress],
    ] as const;
  const secondsOf = (res: RateLimiterRes | null) => Math.max(Math.ceil((res?.msBeforeNext ?? 0) / 1000), 1);

  return {
    /** Before the attempt: a refusal while locked or over the address budget, else the attempt is counted. */
    async begin(account: string, pair: string, address: string): Promise<Refusal | null> {
      for (const key of [pair, account]) {
        const lock = await lockouts.get(key);
        if (lock && lock.consumedPoints > 1) return { seconds: secondsOf(lock), reason: 'account' };
      }
      const spent = await addressFailures.get(address);
      if (spent && spent.consumedPoints >= failuresPerAddress) {
        return { seconds: secondsOf(spent), reason: 'address' };
      }
      await Promise.all([
        failures.consume(account),
        failures.consume(pair),
        addressFailures.consume(address),
      ]);
      return null;
    },
    /** After a wrong password: lock the account (here, or everywhere) once a threshold is reached. */
    async failed(account: string, pair: string) {
      for (const [key, threshold] of thresholds(account, pair)) {
        const count = (await failures.get(key))?.consumedPoints ?? 0;
        if (count >= threshold) await lockouts.block(key, lockoutSeconds(count, threshold));
      }
    },
    /** A successful login clears the account's failures; the address budget gets its point back. */
    async succeeded(account: string, pair: string, address: string) {
      await Promise.all([failures.delete(account), failures.delete(pair), addressFailures.reward(address)]);
    },
    /** Neither (bad input, a service down): the attempt did not guess anything, so it is given back. */
    async undecided(account: string, pair: string, address: string) {
      await Promise.all([failures.reward(account), failures.reward(pair), addressFailures.reward(address)]);
    },
  };
};

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
