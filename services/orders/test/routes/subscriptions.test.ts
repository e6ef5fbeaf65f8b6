import { randomUUID } from 'node:crypto';
import { orders } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type OrdersService, PAYING_CARD, startOrders } from '../support/orders-app.ts';
import {
  changesOf,
  learnerOnClock,
  mine,
  RENEWAL_DECLINING_CARD,
  stripeSubscriptionOf,
  subscribeAndPay,
  subscriptionBecomes,
  subscriptionPayments,
} from '../support/subscriptions.ts';

let service: OrdersService;

beforeAll(async () => {
  service = await startOrders('orders_subscriptions');
});

afterAll(async () => {
  await service?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** The payloads published on `subject` about one subscription, oldest first. */
const announced = async (subject: string, subscriptionId: string) =>
  (await service.published(subject))
    .map((message) => (message as { data: { data: Record<string, unknown> } }).data.data)
    .filter((data) => data.subscriptionId === subscriptionId);

/** The cycles announced as chosen by one learner, oldest first. */
const chosenCycles = async (learner: string) =>
  (await service.published(orders.billingCycleChosen.subject))
    .map((message) => (message as { data: { data: Record<string, unknown> } }).data.data)
    .filter((data) => data.userId === learner);

/** The cycle orders keeps as the learner's choice for their next subscription. */
const chosenInDatabase = (learner: string) =>
  service.query('SELECT billing_cycle FROM chosen_billing_cycles WHERE user_id = $1', [learner]);

describe('subscribing to All Access', () => {
  it('opens Checkout in subscription mode at the Monthly price, and the webhook makes it active', async () => {
    const { learner } = await learnerOnClock(service);
    const started = await service.call('POST', '/payments/subscribe', learner, { billingCycle: 'Monthly' });
    expect(started.statusCode).toBe(200);
    const { subscription_id: subscriptionId, sessionId, checkoutUrl } = started.json();
    expect(checkoutUrl).toContain(sessionId);
    const session = await service.stripeApi.checkout.sessions.retrieve(sessionId, { expand: ['line_items'] });
    expect(session).toMatchObject({
      mode: 'subscription',
      metadata: { subscriptionId, userId: learner },
      success_url: 'http://academy.test/app/your-profile?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://academy.test/app/your-profile',
    });
    expect(session.line_items?.data[0]?.price).toMatchObject({
      lookup_key: 'all_access_monthly',
      unit_amount: 99900,
      recurring: { interval: 'month' },
    });
    expect(await mine(service, learner)).toBeNull();

    // A second click while the page is open gives the same checkout.
    const again = await service.call('POST', '/payments/subscribe', learner, { billingCycle: 'Monthly' });
    expect(again.json()).toMatchObject({ subscription_id: subscriptionId, sessionId });

    await service.stripe.pay(sessionId, { number: PAYING_CARD });
    const active = await subscriptionBecomes(service, learner, { status: 'active' });
    expect(active).toMatchObject({
      subscription_id: subscriptionId,
      plan: 'All Access',
      billingCycle: 'Monthly',
      active: true,
      cancelAtPeriodEnd: false,
    });
    const periodEnd = new Date(String(active.currentPeriodEnd)).getTime();
    expect(periodEnd - Date.now()).toBeGreaterThan(27 * DAY_MS);

    await eventually(async () =>
      expect(await changesOf(service, subscriptionId)).toEqual([
        expect.objectContaining({
          userId: learner,
          status: 'active',
          active: true,
          billingCycle: 'Monthly',
          version: 1,
        }),
      ]),
    );
    expect(await subscriptionPayments(service, subscriptionId)).toEqual([
      { order_id: null, plan: 'All Access', amount_minor: 99900, currency: 'INR', kind: 'payment' },
    ]);
    // The revenue console names the subscriber and the plan of an invoice that has no order.
    const revenue = await service.app.inject({
      method: 'GET',
      url: '/payments?count=100',
      headers: { authorization: service.tokenFor(randomUUID(), 'ADMIN') },
    });
    expect(revenue.json().allPayments).toContainEqual(
      expect.objectContaining({
        learner: 'Grace Hopper',
        userId: learner,
        course: null,
        plan: 'All Access',
        amount: 99900,
        status: 'Paid',
      }),
    );
    const verify = await service.call('POST', '/payments/verify', learner, { session_id: sessionId });
    expect(verify.json()).toMatchObject({
      success: true,
      data: { subscription_id: subscriptionId, status: 'active' },
    });
    expect(
      (await service.call('POST', '/payments/verify', randomUUID(), { session_id: sessionId })).statusCode,
    ).toBe(404);
    const twice = await service.call('POST', '/payments/subscribe', learner, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_SUBSCRIBED');
  });

  it('renews when the period ends: the period extends and the invoice is recorded as a payment', async () => {
    const { learner, advance } = await learnerOnClock(service);
    const { subscriptionId, active } = await subscribeAndPay(service, learner, PAYING_CARD);
    const firstEnd = String(active.currentPeriodEnd);
    await advance(32);
    const renewed = await eventually(async () => {
      const found = await mine(service, learner);
      expect(found?.currentPeriodEnd).not.toBe(firstEnd);
      return found!;
    });
    expect(renewed).toMatchObject({ status: 'active', active: true });
    expect(new Date(String(renewed.currentPeriodEnd)).getTime()).toBeGreaterThan(
      new Date(firstEnd).getTime() + 27 * DAY_MS,
    );
    await eventually(async () => expect(await subscriptionPayments(service, subscriptionId)).toHaveLength(2));
    // Each paid invoice is announced once, for the learner's mail: what was charged, and until when.
    const charged = await eventually(async () => {
      const found = await announced(orders.subscriptionCharged.subject, subscriptionId);
      expect(found).toHaveLength(2);
      return found;
    });
    const payments = await subscriptionPayments(service, subscriptionId);
    expect(charged.map((event) => [event.amountMinor, event.currency, event.billingCycle])).toEqual(
      payments.map((payment) => [payment.amount_minor, payment.currency, 'Monthly']),
    );
    expect(charged[1]?.paidUntil).toBe(renewed.currentPeriodEnd);
  });

  it('ends after a renewal fails and Stripe gives up retrying', async () => {
    const { learner, advance } = await learnerOnClock(service);
    const { subscriptionId } = await subscribeAndPay(service, learner, RENEWAL_DECLINING_CARD);
    await advance(32);
    await subscriptionBecomes(service, learner, { status: 'past_due', active: false });
    await advance(20);
    await subscriptionBecomes(service, learner, { status: 'canceled', active: false });
    await eventually(async () => {
      const changes = await changesOf(service, subscriptionId);
      expect(changes.map((change) => [change.status, change.active])).toEqual([
        ['active', true],
        ['past_due', false],
        ['canceled', false],
      ]);
    });
    expect(await subscriptionPayments(service, subscriptionId)).toHaveLength(1);
    // Every failed charge is announced (for the learner's mail); the last one says no retry follows.
    const declined = await eventually(async () => {
      const found = await announced(orders.subscriptionPaymentFailed.subject, subscriptionId);
      expect(found.at(-1)).toMatchObject({ plan: 'All Access', nextAttemptAt: null });
      return found;
    });
    expect(declined.length).toBeGreaterThan(1);
    expect(declined.slice(0, -1).every((event) => typeof event.nextAttemptAt === 'string')).toBe(true);
    expect(declined[0]?.amountMinor).toBeGreaterThan(0);
    expect(await announced(orders.subscriptionCharged.subject, subscriptionId)).toHaveLength(1);
  });
});

describe('cancelling', () => {
  it('keeps access until the period ends, then ends it', async () => {
    const { learner, advance } = await learnerOnClock(service);
    const { subscriptionId, active } = await subscribeAndPay(service, learner, PAYING_CARD);
    const cancelled = await service.call('POST', '/payments/unsubscribe', learner);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({
      status: 'active',
      active: true,
      cancelAtPeriodEnd: true,
      currentPeriodEnd: active.currentPeriodEnd,
    });
    expect(cancelled.json().message).toBe(
      `Your subscription is cancelled; access lasts until ${String(active.currentPeriodEnd).slice(0, 10)}`,
    );
    expect((await stripeSubscriptionOf(service, subscriptionId)).cancel_at_period_end).toBe(true);
    // A second click changes nothing.
    expect((await service.call('POST', '/payments/unsubscribe', learner)).json().subscription).toMatchObject({
      cancelAtPeriodEnd: true,
    });

    await advance(10);
    expect(await mine(service, learner)).toMatchObject({ status: 'active', active: true });
    await advance(25);
    await subscriptionBecomes(service, learner, { status: 'canceled', active: false });
    await eventually(async () =>
      expect((await changesOf(service, subscriptionId)).at(-1)).toMatchObject({
        active: false,
        status: 'canceled',
      }),
    );
    expect(await subscriptionPayments(service, subscriptionId)).toHaveLength(1);
    expect((await service.call('POST', '/payments/unsubscribe', learner)).statusCode).toBe(409);
  });

  it('is a 409 for a learner without a subscription', async () => {
    const response = await service.call('POST', '/payments/unsubscribe', randomUUID());
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You have no active subscription');
  });
});

describe('changing the billing cycle', () => {
  it('swaps the Stripe price to Yearly with proration, invoiced and recorded at once', async () => {
    const { learner } = await learnerOnClock(service);
    const { subscriptionId } = await subscribeAndPay(service, learner, PAYING_CARD);
    // Never charged unseen: a change without the proration date of a preview is refused.
    const unseen = await service.call('PUT', '/subscriptions/mine/billing-cycle', learner, {
      billingCycle: 'Yearly',
    });
    expect(unseen.statusCode).toBe(409);
    expect(unseen.json().code).toBe('PREVIEW_REQUIRED');
    const { prorationDate } = (
      await service.call('GET', '/subscriptions/mine/billing-cycle/preview?billingCycle=Yearly', learner)
    ).json().preview;
    const changed = await service.call('PUT', '/subscriptions/mine/billing-cycle', learner, {
      billingCycle: 'Yearly',
      prorationDate,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      appliedTo: 'subscription',
      billingCycle: 'Yearly',
      message: 'Billing cycle updated',
    });
    expect(changed.json().subscription).toMatchObject({ billingCycle: 'Yearly', status: 'active' });
    const periodEnd = new Date(changed.json().subscription.currentPeriodEnd).getTime();
    expect(periodEnd - Date.now()).toBeGreaterThan(360 * DAY_MS);
    const inStripe = await stripeSubscriptionOf(service, subscriptionId);
    expect(inStripe.items.data[0]?.price).toMatchObject({
      lookup_key: 'all_access_yearly',
      unit_amount: 999900,
    });
    await eventually(async () => {
      const recorded = await subscriptionPayments(service, subscriptionId);
      expect(recorded).toHaveLength(2);
      // The yearly price less the unused month: the test clock stands still, so all of it is unused.
      expect(recorded[1]?.amount_minor).toBe(999900 - 99900);
    });
    await eventually(async () =>
      expect((await changesOf(service, subscriptionId)).at(-1)).toMatchObject({
        billingCycle: 'Yearly',
        version: 2,
      }),
    );
    const same = await service.call('PUT', '/subscriptions/mine/billing-cycle', learner, {
      billingCycle: 'Yearly',
    });
    expect(same.json()).toMatchObject({ appliedTo: 'subscription', billingCycle: 'Yearly' });
    expect(same.json().subscription).toMatchObject({ billingCycle: 'Yearly' });
  });

  it('refuses anything but Monthly or Yearly with a 400 that changes nothing', async () => {
    const { learner } = await learnerOnClock(service);
    await subscribeAndPay(service, learner, PAYING_CARD);
    for (const billingCycle of ['Weekly', 'monthly', '', 12]) {
      const response = await service.call('PUT', '/subscriptions/mine/billing-cycle', learner, {
        billingCycle,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(
      (await service.call('POST', '/payments/subscribe', learner, { billingCycle: 'Daily' })).statusCode,
    ).toBe(400);
    expect(await mine(service, learner)).toMatchObject({ billingCycle: 'Monthly' });
  });

  it('keeps the cycle a learner without a subscription chooses, announces it, and subscribes at it', async () => {
    const { learner } = await learnerOnClock(service);
    const chosen = await service.call('PUT', '/subscriptions/mine/billing-cycle', learner, {
      billingCycle: 'Yearly',
    });
    expect(chosen.json()).toEqual({
      appliedTo: 'next',
      billingCycle: 'Yearly',
      subscription: null,
      message: 'Billing cycle kept for your next subscription',
    });
    expect(await chosenInDatabase(learner)).toEqual([{ billing_cycle: 'Yearly' }]);
    await eventually(async () =>
      expect(await chosenCycles(learner)).toEqual([{ userId: learner, billingCycle: 'Yearly' }]),
    );
    const started = await service.call('POST', '/payments/subscribe', learner, {});
    const session = await service.stripeApi.checkout.sessions.retrieve(started.json().sessionId, {
      expand: ['line_items'],
    });
    expect(session.line_items?.data[0]?.price?.lookup_key).toBe('all_access_yearly');
    // A cycle given with the checkout becomes the chosen one.
    await service.call('POST', '/payments/subscribe', learner, { billingCycle: 'Monthly' });
    await eventually(async () =>
      expect((await chosenCycles(learner)).map((data) => data.billingCycle)).toEqual(['Yearly', 'Monthly']),
    );
    expect(await mine(service, learner)).toBeNull();
    for (const billingCycle of ['Weekly', undefined]) {
      const refused = await service.call('PUT', '/subscriptions/mine/billing-cycle', learner, {
        billingCycle,
      });
      expect(refused.statusCode).toBe(400);
    }
    expect(await chosenInDatabase(learner)).toEqual([{ billing_cycle: 'Monthly' }]);
  });

  it("changes a live subscription's cycle, never the next one's: a change the subscription refuses keeps nothing", async () => {
    const { learner } = await learnerOnClock(service);
    await subscribeAndPay(service, learner, PAYING_CARD);
    const refused = await service.call('PUT', '/subscriptions/mine/billing-cycle', learner, {
      billingCycle: 'Yearly',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PREVIEW_REQUIRED');
    // What subscribing chose stays.
    expect(await chosenInDatabase(learner)).toEqual([{ billing_cycle: 'Monthly' }]);
    expect(await mine(service, learner)).toMatchObject({ billingCycle: 'Monthly' });
  });
});

describe('who may call', () => {
  it('needs a signed-in learner, and only an administrator counts subscribers', async () => {
    expect((await service.call('GET', '/subscriptions/mine')).statusCode).toBe(401);
    expect((await service.call('POST', '/payments/subscribe', undefined, {})).statusCode).toBe(401);
    expect((await service.call('GET', '/subscriptions/stats', randomUUID())).statusCode).toBe(403);
    const admin = await service.app.inject({
      method: 'GET',
      url: '/subscriptions/stats',
      headers: { authorization: service.tokenFor(randomUUID(), 'ADMIN') },
    });
    expect(admin.statusCode).toBe(200);
    const [row] = await service.query<{ count: number }>(
      "SELECT count(DISTINCT user_id)::int AS count FROM subscriptions WHERE status = 'active'",
    );
    expect(admin.json().subscribedUsersCount).toBe(row?.count);
    expect(admin.json().subscribedUsersCount).toBeGreaterThan(0);
  });
});
