import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type OrdersService, PAYING_CARD, startOrders } from '../support/orders-app.ts';
import {
  learnerOnClock,
  mine,
  stripeSubscriptionOf,
  subscribeAndPay,
  subscriptionBecomes,
  subscriptionPayments,
} from '../support/subscriptions.ts';

let service: OrdersService;

beforeAll(async () => {
  service = await startOrders('orders_subscription_changes');
});

afterAll(async () => {
  await service?.close();
});

const MONTHLY = 99900;
const YEARLY = 999900;
const YEAR_S = 365 * 24 * 60 * 60;

/** Moves the learner's test clock `seconds` ahead and waits until Stripe is done. */
const moveClock = async (clock: Stripe.TestHelpers.TestClock, seconds: number) => {
  const now = (await service.stripeApi.testHelpers.testClocks.retrieve(clock.id)).frozen_time;
  await service.stripeApi.testHelpers.testClocks.advance(clock.id, { frozen_time: now + seconds });
  await eventually(async () => {
    const { status } = await service.stripeApi.testHelpers.testClocks.retrieve(clock.id);
    if (status !== 'ready') throw new Error(`clock ${status}`);
  });
  return now + seconds;
};

const preview = (learner: string, billingCycle: unknown) =>
  service.call('GET', `/subscriptions/mine/billing-cycle/preview?billingCycle=${billingCycle}`, learner);

const change = (learner: string, body: object) =>
  service.call('PUT', '/subscriptions/mine/billing-cycle', learner, body);

/** A monthly subscriber some days and seconds into the month, so the unused time is no round share. */
const monthlySubscriber = async () => {
  const subscriber = await learnerOnClock(service);
  const { subscriptionId } = await subscribeAndPay(service, subscriber.learner, PAYING_CARD);
  const now = await moveClock(subscriber.clock, 10 * 24 * 60 * 60 + 777);
  return { ...subscriber, subscriptionId, now };
};

describe('previewing a change of billing cycle', () => {
  it('shows the new price, the credit for the unused time and what is charged when, in whole paise', async () => {
    const { learner, subscriptionId, now } = await monthlySubscriber();
    const item = (await stripeSubscriptionOf(service, subscriptionId)).items.data[0]!;
    const period = item.current_period_end - item.current_period_start;
    const credit = Math.round((MONTHLY * (item.current_period_end - now)) / period);

    const reply = await preview(learner, 'Yearly');

    expect(reply.statusCode).toBe(200);
    expect(reply.json().preview).toEqual({
      billingCycle: 'Yearly',
      currency: 'INR',
      newPriceMinor: YEARLY,
      prorationMinor: -credit,
      creditAppliedMinor: 0,
      amountDueMinor: YEARLY - credit,
      creditLeftMinor: 0,
      chargedAt: new Date(now * 1000).toISOString(),
      nextBillingDate: new Date((now + YEAR_S) * 1000).toISOString(),
      prorationDate: now,
    });
    // A preview changes nothing.
    expect(await mine(service, learner)).toMatchObject({ billingCycle: 'Monthly' });
    expect(await subscriptionPayments(service, subscriptionId)).toHaveLength(1);
  });

  it('shows Yearly → Monthly honestly: the credit pays the month, the rest stays on the account, billed next month', async () => {
    const { learner, clock } = await learnerOnClock(service);
    const { subscriptionId } = await subscribeAndPay(service, learner, PAYING_CARD, 'Yearly');
    const now = await moveClock(clock, 10 * 24 * 60 * 60 + 777);
    const item = (await stripeSubscriptionOf(service, subscriptionId)).items.data[0]!;
    const period = item.current_period_end - item.current_period_start;
    const credit = Math.round((YEARLY * (item.current_period_end - now)) / period);

    const reply = await preview(learner, 'Monthly');

    expect(reply.statusCode).toBe(200);
    const shown = reply.json().preview;
    expect(shown).toMatchObject({
      billingCycle: 'Monthly',
      newPriceMinor: MONTHLY,
      prorationMinor: -credit,
      creditAppliedMinor: 0,
      amountDueMinor: 0,
      creditLeftMinor: credit - MONTHLY,
      chargedAt: new Date(now * 1000).toISOString(),
    });
    // The next bill is a month away (paid from the credit), not at the end of the year given up.
    const nextBill = new Date(shown.nextBillingDate).getTime() / 1000;
    expect(nextBill - now).toBeGreaterThanOrEqual(28 * 24 * 60 * 60);
    expect(nextBill - now).toBeLessThanOrEqual(31 * 24 * 60 * 60);
  });

  it('charges exactly the previewed amount when the change carries its proration date', async () => {
    const { learner, clock, subscriptionId, now } = await monthlySubscriber();
    const shown = (await preview(learner, 'Yearly')).json().preview;
    // The learner reads the price for ten minutes: prorated as of now, the credit would be smaller.
    const later = await moveClock(clock, 600);
    const item = (await stripeSubscriptionOf(service, subscriptionId)).items.data[0]!;
    const period = item.current_period_end - item.current_period_start;
    const creditLater = Math.round((MONTHLY * (item.current_period_end - later)) / period);
    expect(YEARLY - creditLater).not.toBe(shown.amountDueMinor);

    const changed = await change(learner, { billingCycle: 'Yearly', prorationDate: shown.prorationDate });

    expect(changed.statusCode).toBe(200);
    expect(changed.json().subscription).toMatchObject({ billingCycle: 'Yearly', status: 'active' });
    await eventually(async () => {
      const recorded = await subscriptionPayments(service, subscriptionId);
      expect(recorded.map((payment) => payment.amount_minor)).toEqual([MONTHLY, shown.amountDueMinor]);
    });
    expect(shown.prorationDate).toBe(now);
  });

  it('refuses a proration date older than a preview lives, or in the future, and changes nothing', async () => {
    const { learner, clock, subscriptionId, now } = await monthlySubscriber();
    await moveClock(clock, 31 * 60);

    const stale = await change(learner, { billingCycle: 'Yearly', prorationDate: now });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This price was shown too long ago: review the new price again');
    const future = await change(learner, { billingCycle: 'Yearly', prorationDate: now + 7200 });
    expect(future.statusCode).toBe(400);
    expect(await mine(service, learner)).toMatchObject({ billingCycle: 'Monthly' });
    expect(await subscriptionPayments(service, subscriptionId)).toHaveLength(1);
  });

  it('is a 409 for the cycle already billed, a 400 for an unknown one and null without a subscription', async () => {
    const { learner } = await monthlySubscriber();
    const same = await preview(learner, 'Monthly');
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('Your subscription is already billed monthly');
    expect((await preview(learner, 'Weekly')).statusCode).toBe(400);
    expect((await preview(randomUUID(), 'Yearly')).json()).toEqual({
      preview: null,
      message: 'No subscription to change',
    });
    expect((await preview(undefined as unknown as string, 'Yearly')).statusCode).toBe(401);
  });
});

describe('resuming a cancelled subscription', () => {
  it('renews again when resumed before the period ends; a second resume changes nothing', async () => {
    const { learner, advance } = await learnerOnClock(service);
    const { subscriptionId, active } = await subscribeAndPay(service, learner, PAYING_CARD);
    await service.call('POST', '/payments/unsubscribe', learner);
    await advance(10);
    // A subscription about to end is not switched (a new period paid for nothing): it is resumed first.
    const switching = await preview(learner, 'Yearly');
    expect(switching.statusCode).toBe(409);
    expect(switching.json().message).toBe(
      'Your subscription is cancelled: resume it before switching its billing cycle',
    );

    const resumed = await service.call('POST', '/subscriptions/mine/resume', learner);

    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: active.currentPeriodEnd,
    });
    expect(resumed.json().message).toBe(
      `Your subscription continues; it renews on ${String(active.currentPeriodEnd).slice(0, 10)}`,
    );
    expect((await stripeSubscriptionOf(service, subscriptionId)).cancel_at_period_end).toBe(false);
    const again = await service.call('POST', '/subscriptions/mine/resume', learner);
    expect(again.json().subscription).toMatchObject({ cancelAtPeriodEnd: false });

    await advance(25);
    await eventually(async () => expect(await subscriptionPayments(service, subscriptionId)).toHaveLength(2));
    expect(await mine(service, learner)).toMatchObject({ status: 'active', active: true });
  });

  it('is refused once the period has ended', async () => {
    const { learner, advance } = await learnerOnClock(service);
    await subscribeAndPay(service, learner, PAYING_CARD);
    await service.call('POST', '/payments/unsubscribe', learner);
    await advance(35);
    await subscriptionBecomes(service, learner, { status: 'canceled' });

    const refused = await service.call('POST', '/subscriptions/mine/resume', learner);

    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Your subscription has ended: subscribe again to get access');
    expect(await mine(service, learner)).toMatchObject({ status: 'canceled', active: false });
  });

  it("touches no one else's subscription: another learner has none to resume", async () => {
    const { learner, subscriptionId } = await monthlySubscriber();
    await service.call('POST', '/payments/unsubscribe', learner);

    const other = await service.call('POST', '/subscriptions/mine/resume', randomUUID());

    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('You have no subscription to resume');
    expect((await stripeSubscriptionOf(service, subscriptionId)).cancel_at_period_end).toBe(true);
    expect(await mine(service, learner)).toMatchObject({ cancelAtPeriodEnd: true });
    expect((await service.call('POST', '/subscriptions/mine/resume')).statusCode).toBe(401);
  });
});
