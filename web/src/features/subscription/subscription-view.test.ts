import { describe, expect, it } from 'vitest';
import { activeSummary, billingDate, cyclePreviewFacts, otherCycle } from './subscription-view.ts';

const subscription = {
  subscription_id: '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  plan: 'All Access',
  billingCycle: 'Monthly' as const,
  status: 'active',
  active: true,
  currentPeriodEnd: '2026-12-23T10:00:00.000Z',
  cancelAtPeriodEnd: false,
};

describe('the subscription panel', () => {
  it('shows the next billing date of an active subscription', () => {
    expect(activeSummary(subscription)).toMatchObject({
      plan: 'All Access',
      billingCycle: 'Monthly',
      dateLabel: 'Next billing date',
      date: 'Dec 23, 2026',
      cancelled: false,
    });
  });

  it('shows until when access lasts once cancelled, and says so before cancelling', () => {
    expect(activeSummary({ ...subscription, cancelAtPeriodEnd: true })).toMatchObject({
      dateLabel: 'Access until',
      date: 'Dec 23, 2026',
    });
    expect(activeSummary(subscription)?.cancelWarning).toContain('until Dec 23, 2026');
  });

  it('offers subscribing when there is none or it gives no access', () => {
    expect(activeSummary(null)).toBeNull();
    expect(activeSummary({ ...subscription, status: 'canceled', active: false })).toBeNull();
  });

  it('formats dates in UTC and swaps cycles', () => {
    expect(billingDate('2026-01-31T23:30:00.000Z')).toBe('Jan 31, 2026');
    expect(billingDate(null)).toBeNull();
    expect(otherCycle('Monthly')).toBe('Yearly');
    expect(otherCycle('Yearly')).toBe('Monthly');
  });
});

describe('the price of a switch', () => {
  const preview = {
    billingCycle: 'Yearly' as const,
    currency: 'INR',
    newPriceMinor: 999900,
    prorationMinor: -66570,
    creditAppliedMinor: 0,
    amountDueMinor: 933330,
    creditLeftMinor: 0,
    chargedAt: '2026-12-03T10:13:00.000Z',
    nextBillingDate: '2027-12-03T10:13:00.000Z',
    prorationDate: 1_796_292_780,
  };

  it('calls a negative proration a credit and says when the card is charged', () => {
    expect(cyclePreviewFacts(preview)).toEqual({
      period: 'year',
      currentCycle: 'Monthly',
      prorationLabel: 'Credit for unused time',
      chargedOn: 'Dec 3, 2026',
      nextBillingDate: 'Dec 3, 2027',
      explanation: 'Your saved card is charged on Dec 3, 2026; then every year from Dec 3, 2027.',
    });
  });

  it('says the credit left after Yearly → Monthly pays the next bills, with its amount', () => {
    const downgrade = {
      ...preview,
      billingCycle: 'Monthly' as const,
      newPriceMinor: 99900,
      prorationMinor: -972580,
      amountDueMinor: 0,
      creditLeftMinor: 872680,
      nextBillingDate: '2027-01-03T10:13:00.000Z',
    };
    expect(cyclePreviewFacts(downgrade)).toMatchObject({
      period: 'month',
      currentCycle: 'Yearly',
      prorationLabel: 'Credit for unused time',
      explanation:
        'Nothing is charged now: the credit for your unused time pays the first month, and the ₹8,726.80 left pays your next bills before your card is charged. You are billed every month from Jan 3, 2027.',
    });
  });

  it('says nothing is charged when the credit covers the new price', () => {
    const downgrade = {
      ...preview,
      billingCycle: 'Monthly' as const,
      amountDueMinor: 0,
      prorationMinor: 400,
    };
    expect(cyclePreviewFacts(downgrade)).toMatchObject({
      period: 'month',
      prorationLabel: 'Charge for the time left',
      explanation:
        'Nothing is charged now: the credit pays for it. You are billed every month from Dec 3, 2027.',
    });
  });
});
