import { randomUUID } from 'node:crypto';
import { type EventData, orders } from '@academy/contracts';
import { createEventPublisher, eventually, queryDatabase } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthService, startAuthService } from '../support/auth-service.ts';

let service: AuthService;
let publisher: Awaited<ReturnType<typeof createEventPublisher>>;

beforeAll(async () => {
  service = await startAuthService();
  publisher = await createEventPublisher(service.config.SUBJECT_PREFIX);
});
afterAll(async () => {
  await publisher?.close();
  await service?.stop();
});

const register = async (email: string) =>
  (
    await service.app.inject({
      method: 'POST',
      url: '/users',
      payload: { fullName: 'Katherine Johnson', email, password: 'orbital-mechanics' },
    })
  ).json().user.id as string;

const profileOf = async (userId: string) =>
  (
    await service.app.inject({
      url: `/users/${userId}/profile`,
      headers: { authorization: `Bearer ${service.tokenFor(userId)}` },
    })
  ).json().user;

/** Publishes an event as orders announced it at `occurredAt`, and waits until auth has applied it. */
const announce = async <E extends typeof orders.subscriptionChanged | typeof orders.billingCycleChosen>(
  event: E,
  data: EventData<E>,
  occurredAt: Date,
) => {
  const eventId = randomUUID();
  await publisher.publish(event, data, eventId, undefined, occurredAt.toISOString());
  await eventually(async () => {
    const processed = await queryDatabase(
      service.database.url,
      'SELECT 1 FROM processed_events WHERE event_id = $1',
      [eventId],
    );
    if (processed.length === 0) throw new Error('not processed yet');
  });
};

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
    const userId = await register('kj@example.com');
    expect((await profileOf(userId)).billingCycle).toBe('Monthly');
    const now = Date.now();
    await announce(orders.billingCycleChosen, { userId, billingCycle: 'Yearly' }, new Date(now - 2000));
    expect((await profileOf(userId)).billingCycle).toBe('Yearly');
    await announce(orders.subscriptionChanged, subscription(userId, 'Monthly', 1), new Date(now - 1000));
    expect((await profileOf(userId)).billingCycle).toBe('Monthly');
  });

  it('keeps a newer cycle when an older event arrives after it', async () => {
    const userId = await register('dv@example.com');
    const now = Date.now();
    await announce(orders.subscriptionChanged, subscription(userId, 'Yearly', 2), new Date(now));
    // Announced earlier, delivered later: a late redelivery of the cycle before the switch.
    await announce(orders.subscriptionChanged, subscription(userId, 'Monthly', 1), new Date(now - 60_000));
    await announce(orders.billingCycleChosen, { userId, billingCycle: 'Monthly' }, new Date(now - 30_000));
    expect((await profileOf(userId)).billingCycle).toBe('Yearly');
  });

  it('is not written by the profile form: a billing cycle there is refused (400), nothing changed', async () => {
    const userId = await register('mj@example.com');
    const response = await service.app.inject({
      method: 'PATCH',
      url: `/users/${userId}/profile`,
      headers: { authorization: `Bearer ${service.tokenFor(userId)}` },
      payload: { billingCycle: 'Yearly', language: 'Hindi' },
    });
    expect(response.statusCode).toBe(400);
    expect(await profileOf(userId)).toMatchObject({ billingCycle: 'Monthly', language: 'English' });
    const route = await service.app.inject({
      method: 'PUT',
      url: `/users/${userId}/billing-cycle`,
      headers: { authorization: `Bearer ${service.tokenFor(userId)}` },
      payload: { billingCycle: 'Yearly' },
    });
    expect(route.statusCode).toBe(404);
  });
});
