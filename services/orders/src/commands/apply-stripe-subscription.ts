import { orders as events } from '@academy/contracts';
import { enqueueEvent } from '@academy/kit';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { OrdersTx } from '../context.ts';
import { payments, subscriptions } from '../db/schema.ts';
import type { SubscriptionRow } from '../db/subscription-records.ts';
import { hasChanged, isActive, PLAN, type SubscriptionState, statusOf } from '../domain/subscription.ts';
import type { PlanPrices } from '../stripe/plan-prices.ts';
import type { SubscriptionNews } from '../stripe/subscription-news.ts';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id;

/** What Stripe's subscription says, in the service's terms. */
export const stateOf = (subscription: Stripe.Subscription, prices: PlanPrices): SubscriptionState => {
  const item = subscription.items.data[0];
  return {
    status: statusOf(subscription.status),
    billingCycle: item ? prices.cycleOfPrice(item.price) : 'Monthly',
    currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
};

/**
 * Copies Stripe's subscription onto its locked row. A change of what the learner has is counted
 * (`version`) and announced as orders.subscription.changed.v1 in the same transaction; a paid invoice
 * is recorded once as a payment and announced (orders.subscription.charged.v1, for the learner's
 * mail), and so is a failed charge (orders.subscription.declined.v1).
 */
export const applyStripeSubscription = async (
  tx: OrdersTx,
  row: SubscriptionRow,
  subscription: Stripe.Subscription,
  prices: PlanPrices,
  { paidInvoice, failedInvoice }: Pick<SubscriptionNews, 'paidInvoice' | 'failedInvoice'> = {},
) => {
  const next = stateOf(subscription, prices);
  const changed = hasChanged(row, next);
  const version = changed ? row.version + 1 : row.version;
  const [updated] = await tx
    .update(subscriptions)
    .set({
      ...next,
      version,
      stripeSubscriptionId: subscription.id,
      stripeCustomerId: idOf(subscription.customer) ?? row.stripeCustomerId,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.id, row.id))
    .returning();
  if (!updated) throw new Error('subscription vanished');
  if (paidInvoice && paidInvoice.amount_paid > 0) {
    const recorded = await recordInvoicePayment(tx, updated, paidInvoice);
    if (recorded) {
      await enqueueEvent(tx, events.subscriptionCharged, {
        userId: updated.userId,
        subscriptionId: updated.id,
        plan: updated.plan,
        billingCycle: updated.billingCycle,
        amountMinor: recorded.amountMinor,
        currency: recorded.currency,
        paidAt: recorded.at.toISOString(),
        paidUntil: updated.currentPeriodEnd?.toISOString() ?? null,
        invoiceUrl: paidInvoice.hosted_invoice_url ?? null,
      });
    }
  }
  if (failedInvoice && failedInvoice.amount_due > 0) {
    await enqueueEvent(tx, events.subscriptionPaymentFailed, {
      userId: updated.userId,
      subscriptionId: updated.id,
      plan: updated.plan,
      amountMinor: failedInvoice.amount_due,
      currency: failedInvoice.currency.toUpperCase(),
      nextAttemptAt: failedInvoice.next_payment_attempt
        ? new Date(failedInvoice.next_payment_attempt * 1000).toISOString()
        : null,
      invoiceUrl: failedInvoice.hosted_invoice_url ?? null,
    });
  }
  if (changed) {
    await enqueueEvent(tx, events.subscriptionChanged, {
      userId: updated.userId,
      subscriptionId: updated.id,
      plan: updated.plan,
      billingCycle: updated.billingCycle,
      status: updated.status,
      currentPeriodEnd: updated.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: updated.cancelAtPeriodEnd,
      active: isActive(updated.status),
      version,
    });
  }
  return updated;
};

/**
 * A paid subscription invoice in the payments table, beside the orders' payments (no order, plan
 * named); returns the new row, or undefined when the invoice was recorded before.
 */
const recordInvoicePayment = async (tx: OrdersTx, row: SubscriptionRow, invoice: Stripe.Invoice) => {
  const paidAt = invoice.status_transitions?.paid_at ?? invoice.created;
  const [recorded] = await tx
    .insert(payments)
    .values({
      stripeId: invoice.id ?? `invoice-${row.id}-${paidAt}`,
      subscriptionId: row.id,
      plan: PLAN,
      kind: 'payment',
      amountMinor: invoice.amount_paid,
      currency: invoice.currency.toUpperCase(),
      at: new Date(paidAt * 1000),
    })
    .onConflictDoNothing()
    .returning();
  return recorded;
};
