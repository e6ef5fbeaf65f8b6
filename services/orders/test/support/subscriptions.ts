import { randomUUID } from 'node:crypto';
import { orders } from '@academy/contracts';
import type Stripe from 'stripe';
import { eventually, type OrdersService } from './orders-app.ts';

export const RENEWAL_DECLINING_CARD = '4000000000000341';
const DAY = 24 * 60 * 60;

/** A learner orders knows (name, e-mail) whose Stripe customer lives on a fresh test clock. */
export const learnerOnClock = async (service: OrdersService) => {
  const learner = randomUUID();
  const email = `sub-${learner.slice(0, 8)}@example.com`;
  await service.seedBuyer(learner, 'Grace Hopper', email);
  const start = Math.floor(Date.now() / 1000);
  const clock = await service.stripeApi.testHelpers.testClocks.create({ frozen_time: start });
  await service.stripeApi.customers.create({ email, test_clock: clock.id });
  /** Moves the clock `days` ahead of where it is, and waits until Stripe has done what fell due. */
  const advance = async (days: number) => {
    const now = (await service.stripeApi.testHelpers.testClocks.retrieve(clock.id)).frozen_time;
    await service.stripeApi.testHelpers.testClocks.advance(clock.id, { frozen_time: now + days * DAY });
    await eventually(async () => {
      const { status } = await service.stripeApi.testHelpers.testClocks.retrieve(clock.id);
      if (status !== 'ready') throw new Error(`clock ${status}`);
    });
  };
  return { learner, email, clock, advance };
};

type Reply = { subscription: null | (Record<string, unknown> & { status: string; active: boolean }) };

/** The learner's subscription as GET /subscriptions/mine shows it. */
export const mine = async (service: OrdersService, learner: string) =>
  (await service.call('GET', '/subscriptions/mine', learner)).json<Reply>().subscription;

/** Waits until the learner's subscription matches. */
export const subscriptionBecomes = (
  service: OrdersService,
  learner: string,
  wanted: Record<string, unknown>,
) =>
  eventually(async () => {
    const found = await mine(service, learner);
    for (const [key, value] of Object.entries(wanted)) {
      if (found?.[key] !== value)
        throw new Error(`${key} is ${String(found?.[key])}, waiting for ${String(value)}`);
    }
    return found!;
  });

/** Subscribes through Checkout and pays the hosted page with the card; resolves once active. */
export const subscribeAndPay = async (
  service: OrdersService,
  learner: string,
  card: string,
  billingCycle: 'Monthly' | 'Yearly' = 'Monthly',
) => {
  const started = await service.call('POST', '/payments/subscribe', learner, { billingCycle });
  if (started.statusCode !== 200)
    throw new Error(`subscribe answered ${started.statusCode}: ${started.body}`);
  const { subscription_id: subscriptionId, sessionId } = started.json();
  await service.stripe.pay(sessionId, { number: card });
  const active = await subscriptionBecomes(service, learner, { status: 'active' });
  return { subscriptionId: subscriptionId as string, sessionId: sessionId as string, active };
};

/** The subscription events published about one subscription, oldest first. */
export const changesOf = async (service: OrdersService, subscriptionId: string) =>
  (await service.published(orders.subscriptionChanged.subject))
    .map((message) => (message as { data: { data: Record<string, unknown> } }).data.data)
    .filter((data) => data.subscriptionId === subscriptionId);

/** The payments recorded for a subscription, oldest first. */
export const subscriptionPayments = (service: OrdersService, subscriptionId: string) =>
  service.query<{
    order_id: string | null;
    plan: string;
    amount_minor: number;
    currency: string;
    kind: string;
  }>(
    'SELECT order_id, plan, amount_minor, currency, kind FROM payments WHERE subscription_id = $1 ORDER BY at',
    [subscriptionId],
  );

export const stripeSubscriptionOf = async (service: OrdersService, subscriptionId: string) => {
  const [row] = await service.query<{ stripe_subscription_id: string }>(
    'SELECT stripe_subscription_id FROM subscriptions WHERE id = $1',
    [subscriptionId],
  );
  return service.stripeApi.subscriptions.retrieve(
    row?.stripe_subscription_id ?? '',
  ) as Promise<Stripe.Subscription>;
};
