import type { BillingCycle } from '@academy/contracts';
import { conflict } from '@academy/kit';
import type { OrdersContext } from '../context.ts';
import { newestStripeSubscription } from '../db/subscription-records.ts';
import { cyclePreviewRefusal, hasEnded } from '../domain/subscription.ts';
import { billingCyclePreviewOf, cycleChangeOf, stripeTimeOf } from '../stripe/billing-cycle-preview.ts';

/**
 * What moving the learner's subscription to `cycle` would charge, asked of Stripe's invoice preview with
 * the very change `changeSubscriptionCycle` makes, prorated as of now (Stripe's time): nothing changes. The
 * reply's `prorationDate`, passed back with the change, makes the charge equal this preview. No live
 * subscription: null.
 */
export const previewBillingCycle = async (context: OrdersContext, userId: string, cycle: BillingCycle) => {
  const row = await newestStripeSubscription(context.db, userId);
  if (!row?.stripeSubscriptionId || hasEnded(row.status)) return null;
  const refusal = cyclePreviewRefusal(row, cycle);
  if (refusal) throw conflict(refusal);
  const price = await context.plan.priceOf(cycle);
  const current = await context.stripe.subscriptions.retrieve(row.stripeSubscriptionId);
  const prorationDate = await stripeTimeOf(context.stripe, current);
  const invoice = await context.stripe.invoices.createPreview({
    subscription: current.id,
    subscription_details: cycleChangeOf(current, price, prorationDate),
  });
  return billingCyclePreviewOf(invoice, cycle, price, prorationDate);
};
