import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  advanceClock,
  at,
  clockStart,
  createPlan,
  subscribe,
  subscriptionEvents,
} from './billing-helpers.ts';
import { submitPaymentPage, useStandIn } from './helpers.ts';

const { standIn, stripe } = useStandIn();

const itemOf = (subscription: Stripe.Subscription) => subscription.items.data[0]!;
const invoicesOf = async (subscriptionId: string) =>
  (await stripe().invoices.list({ subscription: subscriptionId })).data;

describe('subscribing through Checkout', () => {
  it('starts an active subscription at the customer clock time with a paid first invoice', async () => {
    const price = await createPlan(stripe(), 'month', 1900);

    const { session, subscription, customer } = await subscribe(
      standIn(),
      stripe(),
      price,
      '4242 4242 4242 4242',
    );

    expect(session).toMatchObject({
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      customer: customer.id,
    });
    expect(subscription).toMatchObject({
      status: 'active',
      customer: customer.id,
      metadata: { userId: 'user-7' },
    });
    expect(itemOf(subscription)).toMatchObject({
      price: { id: price.id },
      current_period_start: clockStart,
      current_period_end: at(2026, 2, 15),
    });
    const [invoice] = await invoicesOf(subscription.id);
    expect(invoice).toMatchObject({
      id: subscription.latest_invoice,
      billing_reason: 'subscription_create',
      status: 'paid',
      amount_due: 1900,
      amount_paid: 1900,
      parent: { subscription_details: { subscription: subscription.id } },
    });
    const withPayments = await stripe().invoices.retrieve(invoice!.id, { expand: ['payments'] });
    const intentId = withPayments.payments?.data[0]?.payment.payment_intent as string;
    expect((await stripe().paymentIntents.retrieve(intentId)).status).toBe('succeeded');
    expect(subscriptionEvents(standIn(), subscription.id)).toEqual([
      ['invoice.created', 'open'],
      ['invoice.finalized', 'open'],
      ['invoice.paid', 'paid'],
      ['invoice.payment_succeeded', 'paid'],
      ['customer.subscription.created', 'active'],
    ]);
  });

  it('creates the customer from the typed email when the session has none', async () => {
    const price = await createPlan(stripe(), 'month', 1900);
    const session = await stripe().checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'http://academy.test/ok',
    });

    const response = await submitPaymentPage(standIn(), session.id, {
      email: 'new@example.com',
      number: '4242424242424242',
    });

    expect(response.status).toBe(303);
    const completed = await stripe().checkout.sessions.retrieve(session.id, { expand: ['customer'] });
    expect(completed.customer).toMatchObject({ email: 'new@example.com' });
  });

  it('declines a card that fails at once without creating a subscription', async () => {
    const price = await createPlan(stripe(), 'month', 1900);
    const session = await stripe().checkout.sessions.create({
      mode: 'subscription',
      customer_email: 'ada@example.com',
      line_items: [{ price: price.id, quantity: 1 }],
    });

    const response = await submitPaymentPage(standIn(), session.id, { number: '4000 0000 0000 9995' });

    expect(response.status).toBe(402);
    expect(await response.text()).toContain('Your card has insufficient funds.');
    expect(await stripe().checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'open',
      subscription: null,
    });
  });

  it('refuses a one-time price in subscription mode and a recurring one in payment mode', async () => {
    const price = await createPlan(stripe(), 'month', 1900);

    await expect(
      stripe().checkout.sessions.create({ mode: 'payment', line_items: [{ price: price.id, quantity: 1 }] }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'line_items' });
    await expect(
      stripe().checkout.sessions.create({
        mode: 'subscription',
        line_items: [
          { quantity: 1, price_data: { currency: 'eur', unit_amount: 100, product_data: { name: 'Once' } } },
        ],
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'line_items' });
  });
});

describe('advancing a test clock', () => {
  it('renews at the period end: a paid cycle invoice and the new period', async () => {
    const price = await createPlan(stripe(), 'month', 1900);
    const { clock, subscription } = await subscribe(standIn(), stripe(), price, '4242424242424242');

    await advanceClock(stripe(), clock, at(2026, 2, 16));

    const renewed = await stripe().subscriptions.retrieve(subscription.id);
    expect(renewed.status).toBe('active');
    expect(itemOf(renewed)).toMatchObject({
      current_period_start: at(2026, 2, 15),
      current_period_end: at(2026, 3, 15),
    });
    const [cycle] = await invoicesOf(subscription.id);
    expect(cycle).toMatchObject({
      id: renewed.latest_invoice,
      billing_reason: 'subscription_cycle',
      status: 'paid',
      amount_paid: 1900,
      period_start: at(2026, 2, 15),
      period_end: at(2026, 3, 15),
    });
    const updated = standIn()
      .events()
      .find(
        (event) => event.type === 'customer.subscription.updated' && event.data.object.id === subscription.id,
      );
    expect((updated!.data.object as Stripe.Subscription).items.data[0]?.current_period_end).toBe(
      at(2026, 3, 15),
    );
    expect(updated?.data.previous_attributes).toMatchObject({
      items: { data: [{ current_period_end: at(2026, 2, 15) }] },
    });
    expect(
      subscriptionEvents(standIn(), subscription.id)
        .slice(5)
        .map(([type]) => type),
    ).toEqual([
      'customer.subscription.updated',
      'invoice.created',
      'invoice.finalized',
      'invoice.paid',
      'invoice.payment_succeeded',
    ]);
  });

  it('with 4000 0000 0000 0341: the renewal fails, is retried, the subscription goes past_due then is canceled', async () => {
    const price = await createPlan(stripe(), 'month', 1900);
    const { clock, subscription } = await subscribe(standIn(), stripe(), price, '4000 0000 0000 0341');
    expect(subscription.status).toBe('active');

    await advanceClock(stripe(), clock, at(2026, 2, 16));

    expect((await stripe().subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    const [unpaid] = await invoicesOf(subscription.id);
    expect(unpaid).toMatchObject({ status: 'open', attempt_count: 1, next_payment_attempt: at(2026, 2, 18) });

    await advanceClock(stripe(), clock, at(2026, 3, 10));

    const canceled = await stripe().subscriptions.retrieve(subscription.id);
    expect(canceled).toMatchObject({
      status: 'canceled',
      ended_at: at(2026, 3, 2),
      cancellation_details: { reason: 'payment_failed' },
    });
    expect((await stripe().invoices.retrieve(unpaid!.id)).attempt_count).toBe(4);
    const types = subscriptionEvents(standIn(), subscription.id).slice(5);
    expect(types.filter(([type]) => type === 'invoice.payment_failed')).toHaveLength(4);
    expect(types).toContainEqual(['customer.subscription.updated', 'past_due']);
    expect(types.at(-1)).toEqual(['customer.subscription.deleted', 'canceled']);
  });

  it('ends a subscription set to cancel at period end when the period ends, without a new invoice', async () => {
    const price = await createPlan(stripe(), 'month', 1900);
    const { clock, subscription } = await subscribe(standIn(), stripe(), price, '4242424242424242');

    const updated = await stripe().subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(updated).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      cancel_at: at(2026, 2, 15),
    });
    await advanceClock(stripe(), clock, at(2026, 2, 20));

    expect(await stripe().subscriptions.retrieve(subscription.id)).toMatchObject({
      status: 'canceled',
      ended_at: at(2026, 2, 15),
    });
    expect(await invoicesOf(subscription.id)).toHaveLength(1);
    expect(subscriptionEvents(standIn(), subscription.id).at(-1)).toEqual([
      'customer.subscription.deleted',
      'canceled',
    ]);
  });

  it('refuses to move a clock backwards', async () => {
    const clock = await stripe().testHelpers.testClocks.create({ frozen_time: clockStart });

    await expect(
      stripe().testHelpers.testClocks.advance(clock.id, { frozen_time: clockStart - 60 }),
    ).rejects.toMatchObject({
      statusCode: 400,
      param: 'frozen_time',
    });
  });
});

describe('changing a subscription', () => {
  const swap = async (behavior: 'always_invoice' | 'create_prorations' | 'none') => {
    const basic = await createPlan(stripe(), 'month', 1000);
    const pro = await createPlan(stripe(), 'month', 2000);
    const { clock, subscription } = await subscribe(standIn(), stripe(), basic, '4242424242424242');
    await advanceClock(stripe(), clock, at(2026, 1, 30));
    const updated = await stripe().subscriptions.update(subscription.id, {
      items: [{ id: itemOf(subscription).id, price: pro.id }],
      proration_behavior: behavior,
    });
    return { clock, pro, subscription: updated };
  };
  // 16 of the period's 31 days are left on 30 January.
  const share = 16 / 31;
  const prorated = Math.round(2000 * share) - Math.round(1000 * share);

  it('swaps the price and invoices the prorated difference at once with always_invoice', async () => {
    const { pro, subscription } = await swap('always_invoice');

    expect(itemOf(subscription).price.id).toBe(pro.id);
    const [update] = await invoicesOf(subscription.id);
    expect(update).toMatchObject({
      billing_reason: 'subscription_update',
      status: 'paid',
      amount_paid: prorated,
    });
    expect(
      update?.lines.data.map((line) => [line.amount, line.parent?.subscription_item_details?.proration]),
    ).toEqual([
      [-Math.round(1000 * share), true],
      [Math.round(2000 * share), true],
    ]);
  });

  it('adds the prorations to the next invoice with create_prorations', async () => {
    const { clock, subscription } = await swap('create_prorations');
    expect(await invoicesOf(subscription.id)).toHaveLength(1);

    await advanceClock(stripe(), clock, at(2026, 2, 16));

    const [cycle] = await invoicesOf(subscription.id);
    expect(cycle).toMatchObject({ billing_reason: 'subscription_cycle', amount_paid: 2000 + prorated });
  });

  it('bills only the new price from the next period with proration_behavior none', async () => {
    const { clock, subscription } = await swap('none');

    await advanceClock(stripe(), clock, at(2026, 2, 16));

    const [cycle, first] = await invoicesOf(subscription.id);
    expect(first?.billing_reason).toBe('subscription_create');
    expect(cycle).toMatchObject({ billing_reason: 'subscription_cycle', amount_paid: 2000 });
  });

  it('restarts the period and invoices at once when the interval changes', async () => {
    const monthly = await createPlan(stripe(), 'month', 1000);
    const yearly = await createPlan(stripe(), 'year', 10_000);
    const { clock, subscription } = await subscribe(standIn(), stripe(), monthly, '4242424242424242');
    await advanceClock(stripe(), clock, at(2026, 1, 30));

    const updated = await stripe().subscriptions.update(subscription.id, {
      items: [{ id: itemOf(subscription).id, price: yearly.id }],
      proration_behavior: 'create_prorations',
    });

    expect(itemOf(updated)).toMatchObject({
      current_period_start: at(2026, 1, 30),
      current_period_end: at(2027, 1, 30),
    });
    const [update] = await invoicesOf(subscription.id);
    expect(update).toMatchObject({
      billing_reason: 'subscription_update',
      status: 'paid',
      amount_paid: 10_000 - Math.round(1000 * share),
    });
  });

  it('refuses an item of another subscription and changes nothing', async () => {
    const price = await createPlan(stripe(), 'month', 1000);
    const { subscription } = await subscribe(standIn(), stripe(), price, '4242424242424242');

    const update = stripe().subscriptions.update(subscription.id, {
      cancel_at_period_end: true,
      items: [{ id: 'si_other', price: price.id }],
    });

    await expect(update).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'items[0][id]',
    });
    expect((await stripe().subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(false);
  });

  it('cancels at once with DELETE, and refuses changes afterwards', async () => {
    const price = await createPlan(stripe(), 'month', 1000);
    const { subscription } = await subscribe(standIn(), stripe(), price, '4242424242424242');

    const canceled = await stripe().subscriptions.cancel(subscription.id);

    expect(canceled).toMatchObject({ status: 'canceled', ended_at: clockStart, canceled_at: clockStart });
    expect(subscriptionEvents(standIn(), subscription.id).at(-1)).toEqual([
      'customer.subscription.deleted',
      'canceled',
    ]);
    await expect(
      stripe().subscriptions.update(subscription.id, { cancel_at_period_end: true }),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});
