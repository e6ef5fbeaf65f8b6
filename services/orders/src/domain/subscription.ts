import type { BillingCycle } from '@academy/contracts';

/** The one plan: every published course while the subscription is active. */
export const PLAN = 'All Access';

/** Before Stripe has a subscription (its Checkout page is still open) the row is only 'pending'. */
export type SubscriptionStatus =
  | 'pending'
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'unpaid'
  | 'paused'
  | 'canceled';

/** What the service keeps of one subscription. */
export interface SubscriptionState {
  status: SubscriptionStatus;
  billingCycle: BillingCycle;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/**
 * Access follows Stripe's status alone: Stripe ends a subscription at the end of a cancelled period
 * and after the last failed retry, so our clock never has to judge a period. A renewal that failed
 * (`past_due`) gives no access until a retry pays.
 */
export const isActive = (status: SubscriptionStatus) => status === 'active' || status === 'trialing';

/** Ended for good: a new subscription is needed. */
export const hasEnded = (status: SubscriptionStatus) =>
  status === 'canceled' || status === 'incomplete_expired';

/**
 * A subscription Stripe runs that has not ended: its cycle changes on it (previewed first), while a
 * learner without one chooses the cycle their next one starts at.
 */
export const isLive = <R extends { stripeSubscriptionId: string | null; status: SubscriptionStatus }>(
  row: R | undefined,
): row is R & { stripeSubscriptionId: string } =>
  Boolean(row?.stripeSubscriptionId) && !hasEnded(row!.status);

const intervals = { Monthly: 'month', Yearly: 'year' } as const satisfies Record<BillingCycle, string>;

export const intervalOf = (cycle: BillingCycle) => intervals[cycle];

export const cycleOfInterval = (interval: string): BillingCycle | null =>
  interval === 'month' ? 'Monthly' : interval === 'year' ? 'Yearly' : null;

/** The Stripe price's lookup_key for a cycle: prices are found by it, never by id. */
export const lookupKeyOf = (cycle: BillingCycle) => `all_access_${intervals[cycle]}ly`;

/** Whether Stripe's news changes what the learner and the other services were told. */
export const hasChanged = (before: SubscriptionState, after: SubscriptionState) =>
  before.status !== after.status ||
  before.billingCycle !== after.billingCycle ||
  before.cancelAtPeriodEnd !== after.cancelAtPeriodEnd ||
  before.currentPeriodEnd?.getTime() !== after.currentPeriodEnd?.getTime();

/** Why a new subscription cannot start, or null: one live subscription per learner. */
export const subscribeRefusal = (current: SubscriptionState | undefined) =>
  current && !hasEnded(current.status) && current.status !== 'pending'
    ? 'You already have an All Access subscription'
    : null;

/** Why the subscription cannot be cancelled, or null. Cancelling twice is not an error. */
export const cancelRefusal = (current: SubscriptionState | undefined) =>
  !current || !isActive(current.status) ? 'You have no active subscription' : null;

/** Why the cycle cannot change now, or null (also null when it already is the wanted one). */
export const cycleChangeRefusal = (current: SubscriptionState, wanted: BillingCycle) => {
  if (current.billingCycle === wanted) return null;
  if (!isActive(current.status)) return 'Only an active subscription can change its billing cycle';
  // A new interval starts a new period, paid at once: a subscription about to end would pay it for nothing.
  if (current.cancelAtPeriodEnd)
    return 'Your subscription is cancelled: resume it before switching its billing cycle';
  return null;
};

/** Why the cycle change cannot be previewed, or null: the change must be one (another cycle). */
export const cyclePreviewRefusal = (current: SubscriptionState, wanted: BillingCycle) =>
  cycleChangeRefusal(current, wanted) ??
  (current.billingCycle === wanted ? `Your subscription is already billed ${wanted.toLowerCase()}` : null);

export const STALE_PREVIEW = 'This price was shown too long ago: review the new price again';
export const PREVIEW_REQUIRED =
  'Switching the billing cycle needs its price first: review the new price, then confirm';
export const SUBSCRIPTION_ENDED = 'Your subscription has ended: subscribe again to get access';

/** How long a previewed price may be charged: the learner decides on what they saw, not on last month's. */
export const PREVIEW_LIFETIME_SECONDS = 30 * 60;

/**
 * Why a change may not be prorated as of `prorationDate` (Unix seconds, from a preview), or null. `now`
 * is Stripe's time for the subscription (its test clock's, if it has one). A date in the future or one
 * older than a preview lives would let a learner choose their own credit.
 */
export const prorationDateRefusal = (prorationDate: number, now: number) => {
  if (prorationDate > now + 60) return { status: 400, message: 'This price preview is not valid' } as const;
  if (now - prorationDate > PREVIEW_LIFETIME_SECONDS) {
    return { status: 409, message: STALE_PREVIEW } as const;
  }
  return null;
};

/** Why a cancelled subscription cannot be resumed, or null (resuming one not cancelled changes nothing). */
export const resumeRefusal = (current: SubscriptionState | undefined) => {
  if (!current || current.status === 'pending') return 'You have no subscription to resume';
  if (hasEnded(current.status)) return SUBSCRIPTION_ENDED;
  return null;
};

/** Stripe's status as one of ours; anything unknown is treated as giving no access. */
export const statusOf = (stripeStatus: string): SubscriptionStatus => {
  const known: SubscriptionStatus[] = [
    'incomplete',
    'incomplete_expired',
    'trialing',
    'active',
    'past_due',
    'unpaid',
    'paused',
    'canceled',
  ];
  return known.find((status) => status === stripeStatus) ?? 'unpaid';
};
