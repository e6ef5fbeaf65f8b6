import { conflict } from '@academy/kit';
import type { OrdersContext } from '../context.ts';
import { lockNewestSubscription, lockSubscriber } from '../db/subscription-records.ts';
import { cancelRefusal } from '../domain/subscription.ts';
import { applyStripeSubscription } from './apply-stripe-subscription.ts';

/**
 * Cancels at the end of the paid period: access stays until then, and Stripe ends the subscription
 * at that time (customer.subscription.deleted). Cancelling again changes nothing.
 */
export const cancelSubscription = (context: OrdersContext, userId: string) =>
  context.db.transaction(async (tx) => {
    await lockSubscriber(tx, userId);
    const row = await lockNewestSubscription(tx, userId);
    const refusal = cancelRefusal(row);
    if (!row?.stripeSubscriptionId || refusal) throw conflict(refusal ?? 'You have no active subscription');
    if (row.cancelAtPeriodEnd) return row;
    const updated = await context.stripe.subscriptions.update(
      row.stripeSubscriptionId,
      { cancel_at_period_end: true },
      { idempotencyKey: `subscription-${row.id}-cancel-${row.version}` },
    );
    return applyStripeSubscription(tx, row, updated, context.plan);
  });
