import type Stripe from 'stripe';
import { expect } from 'vitest';
import type { StripeStandIn } from '../src/index.ts';

/** 15 January 2026, 10:00 UTC: where the test clocks start. */
export const clockStart = Date.UTC(2026, 0, 15, 10) / 1000;
export const at = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day, 10) / 1000;

export const createPlan = async (
  stripe: Stripe,
  interval: 'month' | 'year',
  unitAmount: number,
  lookupKey?: string,
) => {
  const product = await stripe.products.create({
    name: interval === 'month' ? 'Academy Monthly' : 'Academy Yearly',
  });
  return stripe.prices.create({
    product: product.id,
    currency: 'eur',
    unit_amount: unitAmount,
    recurring: { interval },
    ...(lookupKey ? { lookup_key: lookupKey } : {}),
  });
};

/** A customer on a fresh test clock who subscribes to `price` through Checkout's hosted page with `card`. */
export const subscribe = async (
  standIn: StripeStandIn,
  stripe: Stripe,
  price: Stripe.Price,
  card: string,
) => {
  const clock = await stripe.testHelpers.testClocks.create({ frozen_time: clockStart });
  const customer = await stripe.customers.create({ email: 'grace@example.com', test_clock: clock.id });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: price.id, quantity: 1 }],
    subscription_data: { metadata: { userId: 'user-7' } },
    success_url: 'http://academy.test/subscription/complete?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://academy.test/pricing',
  });
  await standIn.pay(session.id, { number: card });
  const completed = await stripe.checkout.sessions.retrieve(session.id);
  const subscription = await stripe.subscriptions.retrieve(completed.subscription as string);
  return { clock, customer, session: completed, subscription };
};

/** Advances the clock and waits until it is `ready` again, as with Stripe. */
export const advanceClock = async (
  stripe: Stripe,
  clock: Stripe.TestHelpers.TestClock,
  frozenTime: number,
) => {
  const advancing = await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: frozenTime });
  expect(advancing.status).toBe('advancing');
  await expect
    .poll(async () => (await stripe.testHelpers.testClocks.retrieve(clock.id)).status)
    .toBe('ready');
};

/** Events about one subscription (or its invoices), oldest first, as [type, status]. */
export const subscriptionEvents = (standIn: StripeStandIn, subscriptionId: string) =>
  standIn
    .events()
    .filter((event) => {
      const object = event.data.object as {
        id: string;
        parent?: { subscription_details?: { subscription: string } };
      };
      return (
        object.id === subscriptionId || object.parent?.subscription_details?.subscription === subscriptionId
      );
    })
    .map((event) => [event.type, (event.data.object as { status: string }).status]);
