import type { BillingCycle } from '@academy/contracts';
import { conflict } from '@academy/kit';
import type { OrdersContext } from '../context.ts';
import { lockNewestSubscription, lockSubscriber } from '../db/subscription-records.ts';
import { cycleChangeRefusal, hasEnded } from '../domain/subscription.ts';
import { applyStripeSubscription } from './apply-stripe-subscription.ts';

/**
 * Moves the learner's subscription to the other cycle's price. Stripe prorates: the unused time of the
 * old price is credited and the new price invoiced at once (`always_invoice`), the period restarting
 * when the interval changes. No live subscription: nothing to change (null), the profile alone moves.
 */
export const changeBillingCycle = (context: OrdersContext, userId: string, cycle: BillingCycle) =>
  context.db.transaction(async (tx) => {
    await lockSubscriber(tx, userId);
    const row = await lockNewestSubscription(tx, userId);
    if (!row?.stripeSubscriptionId || hasEnded(row.status)) return null;
    const refusal = cycleChangeRefusal(row, cycle);
    if (refusal) throw conflict(refusal);
    if (row.billingCycle === cycle) return row;
    const price = await context.plan.priceOf(cycle);
    const current = await context.stripe.subscriptions.retrieve(row.stripeSubscriptionId);
    const item = current.items.data[0];
    if (!item) throw new Error(`subscription ${current.id} has no item`);
    const updated = await context.stripe.subscriptions.update(
      current.id,
      { items: [{ id: item.id, price: price.id }], proration_behavior: 'always_invoice' },
      { idempotencyKey: `subscription-${row.id}-cycle-${row.version}-${cycle}` },
    );
    return applyStripeSubscription(tx, row, updated, context.plan);
  });
