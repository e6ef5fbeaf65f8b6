import type Stripe from 'stripe';
import type { OrdersContext } from '../context.ts';
import { stripeEvents } from '../db/schema.ts';
import { newsOfEvent } from '../stripe/payment-news.ts';
import { subscriptionNewsOfEvent } from '../stripe/subscription-news.ts';
import { settleOrder } from './settle-order.ts';
import { syncSubscription } from './sync-subscription.ts';

/**
 * Applies one verified webhook event. Its id is stored in the same transaction as its effect: a
 * redelivery finds the id and changes nothing; a failure stores nothing, so Stripe's retry applies it.
 */
export const handleStripeEvent = async (context: OrdersContext, event: Stripe.Event) => {
  const news = await newsOfEvent(context.stripe, event);
  const subscriptionNews = subscriptionNewsOfEvent(event);
  return context.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, payload: event })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!stored) return { duplicate: true };
    if (news)
      await settleOrder(tx, news.reference, news.outcome, news.facts, {
        at: context.now(),
        seller: context.seller,
      });
    if (subscriptionNews) await syncSubscription(context, tx, subscriptionNews);
    return { duplicate: false };
  });
};
