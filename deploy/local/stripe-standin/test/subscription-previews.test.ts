import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { advanceClock, at, createPlan, subscribe } from './billing-helpers.ts';
import { useStandIn } from './helpers.ts';

const { standIn, stripe } = useStandIn();

const itemOf = (subscription: Stripe.Subscription) => subscription.items.data[0]!;
const invoicesOf = async (subscriptionId: string) =>
  (await stripe().invoices.list({ subscription: subscriptionId })).data;

/** A monthly subscription (10.00) on a clock moved to 30 January, and a yearly price (100.00) to move to. */
const monthlyToYearly = async () => {
  const monthly = await createPlan(stripe(), 'month', 1000);
  const yearly = await createPlan(stripe(), 'year', 10_000);
  const subscribed = await subscribe(standIn(), stripe(), monthly, '4242424242424242');
  await advanceClock(stripe(), subscribed.clock, at(2026, 1, 30));
  return { ...subscribed, yearly };
};

// 16 of the period's 31 days are left on 30 January.
const unusedCredit = Math.round(1000 * (16 / 31));

describe('previewing a subscription change (POST /v1/invoices/create_preview)', () => {
  it('shows what a change of interval would invoice at once, without invoicing or changing anything', async () => {
    const { customer, subscription, yearly } = await monthlyToYearly();

    const preview = await stripe().invoices.createPreview({
      subscription: subscription.id,
      subscription_details: {
        items: [{ id: itemOf(subscription).id, price: yearly.id }],
        proration_behavior: 'always_invoice',
        proration_date: at(2026, 1, 30),
      },
    });

    expect(preview.id).toMatch(/^upcoming_in_/);
    expect(preview).toMatchObject({
      object: 'invoice',
      status: 'draft',
      number: null,
      billing_reason: 'subscription_update',
      amount_due: 10_000 - unusedCredit,
      total: 10_000 - unusedCredit,
      currency: 'eur',
      created: at(2026, 1, 30),
      customer: customer.id,
      period_end: at(2027, 1, 30),
      parent: {
        subscription_details: { subscription: subscription.id, subscription_proration_date: at(2026, 1, 30) },
      },
    });
    expect(
      preview.lines.data.map((line) => [line.amount, line.parent?.subscription_item_details?.proration]),
    ).toEqual([
      [-unusedCredit, true],
      [10_000, false],
    ]);
    expect(Number.isInteger(preview.amount_due)).toBe(true);
    // Nothing happened: the first invoice is still the only one, the price and the balance are as they were.
    expect(await invoicesOf(subscription.id)).toHaveLength(1);
    expect(itemOf(await stripe().subscriptions.retrieve(subscription.id)).price.id).toBe(
      itemOf(subscription).price.id,
    );
    expect((await stripe().customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({ balance: 0 });
  });

  it('charges what was previewed when the update passes the same proration_date, even a day later', async () => {
    const { clock, subscription, yearly } = await monthlyToYearly();
    const change = {
      items: [{ id: itemOf(subscription).id, price: yearly.id }],
      proration_behavior: 'always_invoice' as const,
      proration_date: at(2026, 1, 30),
    };
    const preview = await stripe().invoices.createPreview({
      subscription: subscription.id,
      subscription_details: change,
    });
    await advanceClock(stripe(), clock, at(2026, 1, 31));

    await stripe().subscriptions.update(subscription.id, change);

    const [update] = await invoicesOf(subscription.id);
    expect(update).toMatchObject({ billing_reason: 'subscription_update', status: 'paid' });
    expect(update?.amount_paid).toBe(preview.amount_due);
    expect(update?.lines.data.map((line) => line.amount)).toEqual(
      preview.lines.data.map((line) => line.amount),
    );
  });

  it('previews the next renewal without details, and none for a subscription set to cancel', async () => {
    const { subscription } = await monthlyToYearly();

    const renewal = await stripe().invoices.createPreview({ subscription: subscription.id });
    expect(renewal).toMatchObject({
      billing_reason: 'upcoming',
      amount_due: 1000,
      created: at(2026, 2, 15),
      period_start: at(2026, 2, 15),
      period_end: at(2026, 3, 15),
    });

    await stripe().subscriptions.update(subscription.id, { cancel_at_period_end: true });
    await expect(stripe().invoices.createPreview({ subscription: subscription.id })).rejects.toMatchObject({
      statusCode: 400,
      code: 'invoice_upcoming_none',
    });
  });

  it('refuses a proration_date outside the current period, an unknown subscription and a missing one', async () => {
    const { subscription, yearly } = await monthlyToYearly();

    await expect(
      stripe().invoices.createPreview({
        subscription: subscription.id,
        subscription_details: {
          items: [{ id: itemOf(subscription).id, price: yearly.id }],
          proration_date: at(2026, 1, 1),
        },
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'subscription_details[proration_date]' });
    await expect(stripe().invoices.createPreview({ subscription: 'sub_missing' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    await expect(stripe().invoices.createPreview({})).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
      param: 'subscription',
    });
  });
});

describe('resuming a subscription set to cancel (cancel_at_period_end: false)', () => {
  it('renews at the period end again instead of ending', async () => {
    const price = await createPlan(stripe(), 'month', 1900);
    const { clock, subscription } = await subscribe(standIn(), stripe(), price, '4242424242424242');
    await stripe().subscriptions.update(subscription.id, { cancel_at_period_end: true });

    const resumed = await stripe().subscriptions.update(subscription.id, { cancel_at_period_end: false });
    expect(resumed).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
    });
    await advanceClock(stripe(), clock, at(2026, 2, 16));

    expect((await stripe().subscriptions.retrieve(subscription.id)).status).toBe('active');
    expect((await invoicesOf(subscription.id))[0]).toMatchObject({
      billing_reason: 'subscription_cycle',
      amount_paid: 1900,
    });
  });

  it('is refused once the subscription has ended', async () => {
    const price = await createPlan(stripe(), 'month', 1900);
    const { clock, subscription } = await subscribe(standIn(), stripe(), price, '4242424242424242');
    await stripe().subscriptions.update(subscription.id, { cancel_at_period_end: true });
    await advanceClock(stripe(), clock, at(2026, 2, 16));

    await expect(
      stripe().subscriptions.update(subscription.id, { cancel_at_period_end: false }),
    ).rejects.toMatchObject({ statusCode: 400, type: 'StripeInvalidRequestError' });
  });
});
