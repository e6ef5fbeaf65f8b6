import { describe, expect, it } from 'vitest';
import {
  cancelRefusal,
  cycleChangeRefusal,
  cycleOfInterval,
  cyclePreviewRefusal,
  hasChanged,
  hasEnded,
  intervalOf,
  isActive,
  lookupKeyOf,
  PREVIEW_LIFETIME_SECONDS,
  prorationDateRefusal,
  resumeRefusal,
  type SubscriptionState,
  statusOf,
  subscribeRefusal,
} from '../../src/domain/subscription.ts';

const active: SubscriptionState = {
  status: 'active',
  billingCycle: 'Monthly',
  currentPeriodEnd: new Date('2026-02-15T10:00:00Z'),
  cancelAtPeriodEnd: false,
};

describe('what gives access', () => {
  it('is an active (or trialing) subscription only; a failed renewal or an end gives none', () => {
    expect(isActive('active')).toBe(true);
    expect(isActive('trialing')).toBe(true);
    for (const status of ['pending', 'past_due', 'unpaid', 'canceled', 'incomplete', 'paused'] as const) {
      expect(isActive(status)).toBe(false);
    }
  });

  it('keeps access while cancelled at the period end: Stripe ends it at that time', () => {
    expect(isActive({ ...active, cancelAtPeriodEnd: true }.status)).toBe(true);
  });

  it('reads Stripe statuses, treating one it does not know as no access', () => {
    expect(statusOf('past_due')).toBe('past_due');
    expect(statusOf('canceled')).toBe('canceled');
    expect(isActive(statusOf('something_new'))).toBe(false);
  });

  it('counts canceled and expired-incomplete as ended for good', () => {
    expect(hasEnded('canceled')).toBe(true);
    expect(hasEnded('incomplete_expired')).toBe(true);
    expect(hasEnded('past_due')).toBe(false);
  });
});

describe('cycles and prices', () => {
  it('maps Monthly and Yearly to Stripe intervals and lookup keys, and back', () => {
    expect(intervalOf('Monthly')).toBe('month');
    expect(intervalOf('Yearly')).toBe('year');
    expect(lookupKeyOf('Monthly')).toBe('all_access_monthly');
    expect(lookupKeyOf('Yearly')).toBe('all_access_yearly');
    expect(cycleOfInterval('year')).toBe('Yearly');
    expect(cycleOfInterval('week')).toBeNull();
  });
});

describe('changes worth announcing', () => {
  it('is any change of status, cycle, period end or cancellation', () => {
    expect(hasChanged(active, { ...active })).toBe(false);
    expect(hasChanged(active, { ...active, currentPeriodEnd: new Date('2026-02-15T10:00:00Z') })).toBe(false);
    expect(hasChanged(active, { ...active, currentPeriodEnd: new Date('2026-03-15T10:00:00Z') })).toBe(true);
    expect(hasChanged(active, { ...active, status: 'past_due' })).toBe(true);
    expect(hasChanged(active, { ...active, billingCycle: 'Yearly' })).toBe(true);
    expect(hasChanged(active, { ...active, cancelAtPeriodEnd: true })).toBe(true);
  });
});

describe('what the learner may do', () => {
  it('subscribes when they have none, only a pending checkout, or an ended one', () => {
    expect(subscribeRefusal(undefined)).toBeNull();
    expect(subscribeRefusal({ ...active, status: 'pending' })).toBeNull();
    expect(subscribeRefusal({ ...active, status: 'canceled' })).toBeNull();
    expect(subscribeRefusal(active)).toBe('You already have an All Access subscription');
    expect(subscribeRefusal({ ...active, status: 'past_due' })).not.toBeNull();
  });

  it('cancels only an active subscription', () => {
    expect(cancelRefusal(active)).toBeNull();
    expect(cancelRefusal({ ...active, cancelAtPeriodEnd: true })).toBeNull();
    expect(cancelRefusal(undefined)).toBe('You have no active subscription');
    expect(cancelRefusal({ ...active, status: 'canceled' })).toBe('You have no active subscription');
  });

  it('changes the cycle of an active subscription; asking for the current one is no change', () => {
    expect(cycleChangeRefusal(active, 'Yearly')).toBeNull();
    expect(cycleChangeRefusal(active, 'Monthly')).toBeNull();
    expect(cycleChangeRefusal({ ...active, status: 'past_due' }, 'Yearly')).toBe(
      'Only an active subscription can change its billing cycle',
    );
    expect(cycleChangeRefusal({ ...active, cancelAtPeriodEnd: true }, 'Yearly')).toBe(
      'Your subscription is cancelled: resume it before switching its billing cycle',
    );
  });
});

describe('previews and resuming', () => {
  it('previews only a change to the other cycle of an active subscription', () => {
    expect(cyclePreviewRefusal(active, 'Yearly')).toBeNull();
    expect(cyclePreviewRefusal(active, 'Monthly')).toBe('Your subscription is already billed monthly');
    expect(cyclePreviewRefusal({ ...active, status: 'past_due' }, 'Yearly')).toBe(
      'Only an active subscription can change its billing cycle',
    );
  });

  it('prorates as of a preview shown at most 30 minutes ago, never a future time', () => {
    const now = 1_800_000_000;
    expect(prorationDateRefusal(now, now)).toBeNull();
    expect(prorationDateRefusal(now - PREVIEW_LIFETIME_SECONDS, now)).toBeNull();
    expect(prorationDateRefusal(now - PREVIEW_LIFETIME_SECONDS - 1, now)).toMatchObject({ status: 409 });
    expect(prorationDateRefusal(now + 3600, now)).toMatchObject({ status: 400 });
  });

  it('resumes a subscription that has not ended, cancelled or not', () => {
    expect(resumeRefusal({ ...active, cancelAtPeriodEnd: true })).toBeNull();
    expect(resumeRefusal(active)).toBeNull();
    expect(resumeRefusal({ ...active, status: 'canceled' })).toBe(
      'Your subscription has ended: subscribe again to get access',
    );
    expect(resumeRefusal(undefined)).toBe('You have no subscription to resume');
    expect(resumeRefusal({ ...active, status: 'pending' })).toBe('You have no subscription to resume');
  });
});
