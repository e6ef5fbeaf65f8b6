import type { BillingCycle, BillingCyclePreview } from '@academy/contracts';
import type Stripe from 'stripe';

const idOf = (value: string | { id: string } | null) => (typeof value === 'string' ? value : value?.id);

/**
 * Stripe's time for a subscription: its test clock's frozen time when it is on one (tests move time
 * there), else now. Prorations are computed at this time, as Stripe does.
 */
export const stripeTimeOf = async (stripe: Stripe, subscription: Stripe.Subscription) => {
  const clock = idOf(subscription.test_clock);
  return clock
    ? (await stripe.testHelpers.testClocks.retrieve(clock)).frozen_time
    : Math.floor(Date.now() / 1000);
};

/** The price swap that moves the subscription's one item to `price`, invoiced at once (as the change is). */
export const cycleChangeOf = (
  subscription: Stripe.Subscription,
  price: Stripe.Price,
  prorationDate: number,
) => {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`subscription ${subscription.id} has no item`);
  return {
    items: [{ id: item.id, price: price.id }],
    proration_behavior: 'always_invoice' as const,
    proration_date: prorationDate,
  };
};

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** What Stripe's invoice preview of a cycle change says, in whole minor units as Stripe rounded them. */
export const billingCyclePreviewOf = (
  invoice: Stripe.Invoice,
  cycle: BillingCycle,
  price: Stripe.Price,
  prorationDate: number,
): BillingCyclePreview => {
  const lines = invoice.lines.data;
  const isProration = (line: Stripe.InvoiceLineItem) =>
    Boolean(line.parent?.subscription_item_details?.proration);
  const prorationMinor = lines.filter(isProration).reduce((sum, line) => sum + line.amount, 0);
  // The new price's own line runs to the next bill; a proration's runs to the end of the old period,
  // which for Yearly → Monthly is a year away.
  const newPeriods = lines.filter((line) => !isProration(line));
  const nextBillingAt = Math.max(
    ...(newPeriods.length > 0 ? newPeriods : lines).map((line) => line.period.end),
  );
  // A credit larger than the invoice is kept on the account (negative balance) and pays the next bills.
  const startingBalance = invoice.starting_balance ?? 0;
  const creditAppliedMinor = Math.max(Math.max(invoice.total, 0) - invoice.amount_due, 0);
  const endingBalance = startingBalance + creditAppliedMinor + Math.min(invoice.total, 0);
  return {
    billingCycle: cycle,
    currency: invoice.currency.toUpperCase(),
    newPriceMinor: price.unit_amount ?? 0,
    prorationMinor,
    creditAppliedMinor,
    amountDueMinor: invoice.amount_due,
    creditLeftMinor: Math.max(-endingBalance, 0),
    chargedAt: iso(invoice.next_payment_attempt ?? invoice.created),
    nextBillingDate: iso(nextBillingAt),
    prorationDate: invoice.parent?.subscription_details?.subscription_proration_date ?? prorationDate,
  };
};
