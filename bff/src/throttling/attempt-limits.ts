import type { RateLimiterRes } from 'rate-limiter-flexible';
import { ATTEMPTS, type AttemptBudget } from './policies.ts';
import type { CounterStore } from './store.ts';

/**
 * A budget where every attempt counts: `consume` gives the seconds to wait once it is spent, else
 * null; `refund` gives an attempt back (one that could not be carried out, so sent no mail).
 */
const createBudget = (store: CounterStore, keyPrefix: string, budget: AttemptBudget) => {
  const limiter = store.limiter({ keyPrefix, ...budget });
  return {
    consume: async (key: string) => {
      try {
        await limiter.consume(key);
        return null;
      } catch (rejection) {
        if (rejection instanceof Error) throw rejection;
        return Math.max(Math.ceil((rejection as RateLimiterRes).msBeforeNext / 1000), 1);
      }
    },
    refund: async (key: string) => {
      await limiter.reward(key, 1);
    },
  };
};

/** Registration and password reset: per address and per e-mail, each attempt counted. */
export const createAttemptLimits = (store: CounterStore, signupsPerAddress: number) => ({
  registerPerAddress: createBudget(store, 'register-addr', { points: signupsPerAddress, duration: 60 * 60 }),
  registerPerEmail: createBudget(store, 'register-email', ATTEMPTS.registerPerEmail),
  resetRequestPerAddress: createBudget(store, 'reset-addr', ATTEMPTS.resetRequestPerAddress),
  resetRequestPerEmail: createBudget(store, 'reset-email', ATTEMPTS.resetRequestPerEmail),
  resetTokenPerAddress: createBudget(store, 'reset-token-addr', ATTEMPTS.resetTokenPerAddress),
  couponCodePerUser: createBudget(store, 'coupon-user', ATTEMPTS.couponCodePerUser),
  couponCodePerAddress: createBudget(store, 'coupon-addr', ATTEMPTS.couponCodePerAddress),
  reviewWritePerUser: createBudget(store, 'review-user', ATTEMPTS.reviewWritePerUser),
});

export type AttemptLimits = ReturnType<typeof createAttemptLimits>;
