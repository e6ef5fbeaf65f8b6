import { setTimeout as sleep } from 'node:timers/promises';
import type * as http from '@academy/contracts/http';
import type { FastifyRequest } from 'fastify';
import type { AuthClient } from '../clients/auth.ts';

/** The pauses between looks at the profile. */
const PAUSES_MS = [5, 10, 20, 40, 80, 160, 250];

/**
 * Read-your-writes for a billing cycle. Orders owns it; the profile shows the auth service's copy,
 * which follows orders' events a few milliseconds later. Before the BFF answers a change of cycle, it
 * looks, as the learner, at their profile until it shows `cycle` (or `boundMs` passes), so the
 * profile the web app reads next shows it. Answers the profile last seen.
 */
export const createBillingCycleCopyWait = (auth: AuthClient, boundMs: number) => {
  return async (userId: string, cycle: http.BillingCycle, from: FastifyRequest) => {
    const deadline = Date.now() + boundMs;
    for (let look = 0; ; look += 1) {
      const { user } = await auth.profile(userId, from);
      if (user.billingCycle === cycle || Date.now() >= deadline) {
        if (user.billingCycle !== cycle)
          from.log.warn({ cycle }, 'the profile does not show the billing cycle yet; replying anyway');
        return user;
      }
      await sleep(PAUSES_MS[Math.min(look, PAUSES_MS.length - 1)]);
    }
  };
};
