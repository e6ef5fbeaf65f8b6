import { notFound } from '@academy/kit';
import type Stripe from 'stripe';
import type { OrdersContext } from '../context.ts';
import { lockSubscriptionOf } from '../db/subscription-records.ts';
import { applyStripeSubscription } from './apply-stripe-subscription.ts';

/**
 * The success page's confirmation of a subscription checkout: the subscription Stripe made is applied
 * as its webhook would, whichever comes first. Someone else's session is a 404 like a missing one.
 */
export const verifySubscription = async (
  context: OrdersContext,
  userId: string,
  session: Stripe.Checkout.Session,
) => {
  const subscriptionId = session.metadata?.subscriptionId;
  if (!subscriptionId || session.metadata?.userId !== userId) throw notFound('Payment not found');
  const stripeId = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
  return context.db.transaction(async (tx) => {
    const row = await lockSubscriptionOf(tx, stripeId ?? '', subscriptionId);
    if (!row || row.userId !== userId) throw notFound('Payment not found');
    if (!stripeId) return row;
    const current = await context.stripe.subscriptions.retrieve(stripeId);
    return applyStripeSubscription(tx, row, current, context.plan);
  });
};
