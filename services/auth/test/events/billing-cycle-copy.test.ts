import { randomUUID } from 'node:crypto';
import { orders } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { authConsumingEvents } from '../support/event-consumers.ts';

// Each event is published as orders announced it at a given time, and applied by auth before the test goes on.
const { auth, register, applied: announce } = authConsumingEvents();

const learner = (email: string) => register(email, 'Katherine Johnson', 'orbital-mechanics');

const profileOf = async (userId: string) =>
  (
    await auth.service.app.inject({
      url: `/users/${userId}/profile`,
      headers: { authorization: `Bearer ${auth.service.tokenFor(userId)}` },
    })
  ).json().user;

/** Each learner's one subscription, as orders announces it. */
const subscriptionIds = new Map<string, string>();
const subscription = (userId: string, billingCycle: 'Monthly' | 'Yearly', version: number) => ({
  userId,
  subscriptionId: subscriptionIds.get(userId) ?? subscriptionIds.set(userId, randomUUID()).get(userId)!,
  plan: 'All Access',
  billingCycle,
  status: 'active',
  currentPeriodEnd: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString(),
  cancelAtPeriodEnd: false,
  active: true,
  version,
});

describe("the profile's billing cycle, a copy of the one orders owns", () => {
  it('is Monthly until orders announces one, then the cycle last announced', async () => {
    const userId = await learner('kj@example.com');
    expect((await profileOf(userId)).billingCycle).toBe('Monthly');
    const now = Date.now();
    await announce(orders.billingCycleChosen, { userId, billingCycle: 'Yearly' }, new Date(now - 2000));
    expect((await profileOf(userId)).billingCycle).toBe('Yearly');
    await announce(orders.subscriptionChanged, subscription(userId, 'Monthly', 1), new Date(now - 1000));
    expect((await profileOf(userId)).billingCycle).toBe('Monthly');
  });

  it('keeps a newer cycle when an older event arrives after it', async () => {
    const userId = await learner('dv@example.com');
    const now = Date.now();
    await announce(orders.subscriptionChanged, subscription(userId, 'Yearly', 2), new Date(now));
    // Announced earlier, delivered later: a late redelivery of the cycle before the switch.
    await announce(orders.subscriptionChanged, subscription(userId, 'Monthly', 1), new Date(now - 60_000));
    await announce(orders.billingCycleChosen, { userId, billingCycle: 'Monthly' }, new Date(now - 30_000));
    expect((await profileOf(userId)).billingCycle).toBe('Yearly');
  });

  it('is not written by the profile form: a billing cycle there is refused (400), nothing changed', async () => {
    const userId = await learner('mj@example.com');
    const response = await auth.service.app.inject({
      method: 'PATCH',
      url: `/users/${userId}/profile`,
      headers: { authorization: `Bearer ${auth.service.tokenFor(userId)}` },
      payload: { billingCycle: 'Yearly', language: 'Hindi' },
    });
    expect(response.statusCode).toBe(400);
    expect(await profileOf(userId)).toMatchObject({ billingCycle: 'Monthly', language: 'English' });
    const route = await auth.service.app.inject({
      method: 'PUT',
      url: `/users/${userId}/billing-cycle`,
      headers: { authorization: `Bearer ${auth.service.tokenFor(userId)}` },
      payload: { billingCycle: 'Yearly' },
    });
    expect(route.statusCode).toBe(404);
  });
});
