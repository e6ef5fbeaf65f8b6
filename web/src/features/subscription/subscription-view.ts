import type { BillingCycle, BillingCyclePreview, Subscription } from '@academy/contracts';
import { formatBillingDate } from '../../shared/dates.ts';
import { formatMoney } from '../../shared/money.ts';

/** 'Dec 23, 2026' (UTC, the day Stripe bills on), or null without a date. */
export function billingDate(iso: string | null): string | null {
  return iso ? formatBillingDate(iso) : null;
}

export const otherCycle = (cycle: BillingCycle): BillingCycle => (cycle === 'Monthly' ? 'Yearly' : 'Monthly');

/** What the panel shows about a subscription that gives access, or null when it gives none. */
export function activeSummary(subscription: Subscription | null | undefined) {
  if (!subscription?.active) return null;
  const date = billingDate(subscription.currentPeriodEnd);
  return {
    plan: subscription.plan,
    billingCycle: subscription.billingCycle,
    cancelled: subscription.cancelAtPeriodEnd,
    dateLabel: subscription.cancelAtPeriodEnd ? 'Access until' : 'Next billing date',
    date: date ?? 'Not known yet',
    cancelWarning: `You keep access to every course until ${date ?? 'the end of the paid period'}. After that, courses you did not buy close.`,
  };
}

/**
 * The words around a switch's preview: the period the new price is for, what the proration is (a credit
 * for the unused time is negative), when the amount is charged and what happens to the period. Yearly →
 * Monthly charges nothing: the unused year pays the first month and what is left of it stays on the
 * account for the next bills, which is said with its amount.
 */
export function cyclePreviewFacts(preview: BillingCyclePreview) {
  const period = preview.billingCycle === 'Yearly' ? 'year' : 'month';
  const chargedOn = formatBillingDate(preview.chargedAt);
  const nextBillingDate = formatBillingDate(preview.nextBillingDate);
  const creditLeft = formatMoney(preview.creditLeftMinor, preview.currency);
  const explanation =
    preview.amountDueMinor > 0
      ? `Your saved card is charged on ${chargedOn}; then every ${period} from ${nextBillingDate}.`
      : preview.creditLeftMinor > 0
        ? `Nothing is charged now: the credit for your unused time pays the first ${period}, and the ${creditLeft} left pays your next bills before your card is charged. You are billed every ${period} from ${nextBillingDate}.`
        : `Nothing is charged now: the credit pays for it. You are billed every ${period} from ${nextBillingDate}.`;
  return {
    period,
    currentCycle: otherCycle(preview.billingCycle),
    prorationLabel: preview.prorationMinor < 0 ? 'Credit for unused time' : 'Charge for the time left',
    chargedOn,
    nextBillingDate,
    explanation,
  };
}
