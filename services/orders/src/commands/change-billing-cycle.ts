import type { BillingCycle } from '@academy/contracts';
import { badRequest, conflict } from '@academy/kit';
import Stripe from 'stripe';
import type { OrdersContext, OrdersTx } from '../context.ts';
import type { SubscriptionRow } from '../db/subscription-records.ts';
import {
  cycleChangeRefusal,
  PREVIEW_REQUIRED,
  prorationDateRefusal,
  STALE_PREVIEW,
} from '../domain/subscription.ts';
import { cycleChangeOf, stripeTimeOf } from '../stripe/billing-cycle-preview.ts';
import { applyStripeSubscription } from './apply-stripe-subscription.ts';

/**
 * Moves a live subscription (`row`, locked by the caller's transaction) to the other cycle's price.
 * Stripe prorates: the unused time of the old price is credited and the new price invoiced at once
 * (`always_invoice`), the period restarting when the interval changes, as of the `prorationDate` of a
 * preview (`previewBillingCycle`), so the learner pays what they were shown; a change without one is
 * refused. The cycle already billed changes nothing.
 */
export const changeSubscriptionCycle = async (
  context: Pick<OrdersContext, 'plan' | 'stripe'>,
  tx: OrdersTx,
  row: SubscriptionRow & { stripeSubscriptionId: string },
  cycle: BillingCycle,
  prorationDate?: number,
) => {
  const refusal = cycleChangeRefusal(row, cycle);
  if (refusal) throw conflict(refusal);
  if (row.billingCycle === cycle) return row;
  // The learner is charged only an amount they were shown: a change comes from a preview.
  if (prorationDate === undefined) throw conflict(PREVIEW_REQUIRED, 'PREVIEW_REQUIRED');
  const price = await context.plan.priceOf(cycle);
  const current = await context.stripe.subscriptions.retrieve(row.stripeSubscriptionId);
  const dateRefusal = prorationDateRefusal(prorationDate, await stripeTimeOf(context.stripe, current));
  if (dateRefusal?.status === 400) throw badRequest(dateRefusal.message, 'INVALID_PRORATION_DATE');
  if (dateRefusal) throw conflict(dateRefusal.message, 'PREVIEW_EXPIRED');
  const updated = await context.stripe.subscriptions
    .update(current.id, cycleChangeOf(current, price, prorationDate), {
      idempotencyKey: `subscription-${row.id}-cycle-${row.version}-${cycle}-${prorationDate}`,
    })
    .catch((error: unknown) => {
      // The period turned over since the preview: its date no longer lies in the current period.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'proration_date')
        throw conflict(STALE_PREVIEW, 'PREVIEW_EXPIRED');
      throw error;
    });
  return applyStripeSubscription(tx, row, updated, context.plan);
};
