import type { OrdersContext, OrdersTx } from '../context.ts';
import { lockSubscriptionOf } from '../db/subscription-records.ts';
import type { SubscriptionNews } from '../stripe/subscription-news.ts';
import { applyStripeSubscription } from './apply-stripe-subscription.ts';

/**
 * Brings a subscription row up to Stripe's current state. The row is locked first and Stripe asked
 * after, so of two events handled at once the later one reads (and writes) the newer state.
 * A subscription not started by this service (no row) is left alone.
 */
export const syncSubscription = async (context: OrdersContext, tx: OrdersTx, news: SubscriptionNews) => {
  const { stripe, plan } = context;
  const announced = await stripe.subscriptions.retrieve(news.stripeSubscriptionId);
  const row = await lockSubscriptionOf(tx, announced.id, announced.metadata?.subscriptionId);
  if (!row) return null;
  const current = await stripe.subscriptions.retrieve(announced.id);
  return applyStripeSubscription(tx, row, current, plan, news);
};
