import type { BillingCycle, BillingCyclePreview, Subscription } from '@academy/contracts';
import { formatBillingDate } from '../../shared/dates.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import '../../shared/i18n/en-screens/subscription.ts';
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
    dateLabel: i18n.t(
      subscription.cancelAtPeriodEnd ? 'subscription.accessUntil' : 'subscription.nextBillingDate',
    ),
    date: date ?? i18n.t('subscription.notKnownYet'),
    cancelWarning: i18n.t('subscription.cancelWarning', {
      date: date ?? i18n.t('subscription.theEndOfThePaidPeriod'),
    }),
  };
}

/**
 * The words around a switch's preview: the period the new price is for, what the proration is (a credit
 * for the unused time is negative), when the amount is charged and what happens to the period. Yearly →
 * Monthly charges nothing: the unused year pays the first month and what is left of it stays on the
 * account for the next bills, which is said with its amount.
 */
export function cyclePreviewFacts(preview: BillingCyclePreview) {
  const period = i18n.t(
    preview.billingCycle === 'Yearly' ? 'subscription.periodYear' : 'subscription.periodMonth',
  );
  const chargedOn = formatBillingDate(preview.chargedAt);
  const nextBillingDate = formatBillingDate(preview.nextBillingDate);
  const creditLeft = formatMoney(preview.creditLeftMinor, preview.currency);
  const explanation =
    preview.amountDueMinor > 0
      ? i18n.t('subscription.explanationCharged', { chargedOn, period, nextBillingDate })
      : preview.creditLeftMinor > 0
        ? i18n.t('subscription.explanationCreditLeft', { period, creditLeft, nextBillingDate })
        : i18n.t('subscription.explanationCredit', { period, nextBillingDate });
  return {
    period,
    currentCycle: otherCycle(preview.billingCycle),
    prorationLabel: i18n.t(
      preview.prorationMinor < 0 ? 'subscription.creditForUnusedTime' : 'subscription.chargeForTheTimeLeft',
    ),
    chargedOn,
    nextBillingDate,
    explanation,
  };
}
