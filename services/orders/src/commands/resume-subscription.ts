import { conflict } from '@academy/kit';
import type { OrdersContext } from '../context.ts';
import { lockNewestSubscription, lockSubscriber } from '../db/subscription-records.ts';
import { resumeRefusal, SUBSCRIPTION_ENDED } from '../domain/subscription.ts';
import { applyStripeSubscription } from './apply-stripe-subscription.ts';

/**
 * Takes back a cancellation at the period end while the period lasts: Stripe renews the subscription
 * again (`cancel_at_period_end: false`). Once Stripe has ended it, it cannot be resumed (409), even
 * before its end reached us. Resuming one not cancelled changes nothing.
 */
export const resumeSubscription = (context: OrdersContext, userId: string) =>
  context.db.transaction(async (tx) => {
    await lockSubscriber(tx, userId);
    const row = await lockNewestSubscription(tx, userId);
    const refusal = resumeRefusal(row);
    if (!row?.stripeSubscriptionId || refusal)
      throw conflict(refusal ?? 'You have no subscription to resume');
    if (!row.cancelAtPeriodEnd) return row;
    const current = await context.stripe.subscriptions.retrieve(row.stripeSubscriptionId);
    if (current.status === 'canceled') throw conflict(SUBSCRIPTION_ENDED, 'SUBSCRIPTION_ENDED');
    const updated = await context.stripe.subscriptions.update(
      current.id,
      { cancel_at_period_end: false },
      { idempotencyKey: `subscription-${row.id}-resume-${row.version}` },
    );
    return applyStripeSubscription(tx, row, updated, context.plan);
  });
