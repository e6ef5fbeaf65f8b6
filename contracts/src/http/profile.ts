import { type Static, Type } from 'typebox';
import { Closed, Email, Nullable, OneOf } from './common.ts';
import { Line } from './text.ts';
import { User } from './user.ts';

export const BillingCycle = OneOf('Monthly', 'Yearly');
export type BillingCycle = Static<typeof BillingCycle>;
/** The languages the web app and the e-mails speak; the profile stores the English name. */
export const ProfileLanguage = OneOf('English', 'Hindi');
export type ProfileLanguage = Static<typeof ProfileLanguage>;

/** A profile is the user as `User` carries them, with the settings screen's fields. */
const { id, fullName, email, role, category, createdAt } = User.properties;
export const Profile = Type.Object(
  {
    id,
    fullName,
    email,
    role,
    category,
    phone_number: Nullable(Type.String()),
    address: Nullable(Type.String()),
    language: Type.String(),
    timezone: Type.String(),
    billingCycle: BillingCycle,
    avatarSecureUrl: Nullable(Type.String()),
    /** Whether the account showed its address is its own (opened a mailed confirmation link). */
    emailConfirmed: Type.Boolean(),
    createdAt,
  },
  { $id: 'Profile' },
);
export type Profile = Static<typeof Profile>;
export const ProfileReply = Type.Object({ user: Profile });
export type ProfileReply = Static<typeof ProfileReply>;

/**
 * A new `email` is not saved at once: it needs `currentPassword`, and changes when the link mailed to
 * the new address is opened (the reply still shows the current address).
 */
export const UpdateProfileBody = Closed({
  fullName: Type.Optional(Line(100)),
  email: Type.Optional(Email),
  currentPassword: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  phone_number: Type.Optional(Nullable(Type.String({ maxLength: 30, pattern: '^[0-9+()\\-. ]*$' }))),
  address: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
  language: Type.Optional(ProfileLanguage),
  timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
  billingCycle: Type.Optional(BillingCycle),
});
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;
export const UpdateProfileReply = Type.Object({ user: Profile, message: Type.String() });
export type UpdateProfileReply = Static<typeof UpdateProfileReply>;

export const EmailChangeTokenParams = Type.Object({ token: Type.String({ minLength: 20, maxLength: 200 }) });

export const AvatarReply = Type.Object({ avatarUrl: Type.String(), message: Type.String() });
export type AvatarReply = Static<typeof AvatarReply>;

/**
 * The path of an avatar image under `/avatars/`: `<user id>/<random id>.<extension>`, as the auth
 * service stores it. Anything else (`..`, an encoded slash) is no avatar and must not reach a service.
 */
export const AVATAR_PATH = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.[a-z]{3,4}$/;

/**
 * The learner's All Access subscription as Stripe last reported it. `active` says whether it gives
 * access now; `currentPeriodEnd` is the next billing date, or the last day of access once
 * `cancelAtPeriodEnd` is set.
 */
export const Subscription = Type.Object({
  subscription_id: Type.String({ format: 'uuid' }),
  plan: Type.String(),
  billingCycle: BillingCycle,
  status: Type.String(),
  active: Type.Boolean(),
  currentPeriodEnd: Nullable(Type.String({ format: 'date-time' })),
  cancelAtPeriodEnd: Type.Boolean(),
});
export type Subscription = Static<typeof Subscription>;
/** `subscription` is null until the learner subscribes to a plan. */
export const SubscriptionReply = Type.Object({
  subscription: Nullable(Subscription),
  message: Type.String(),
});
export type SubscriptionReply = Static<typeof SubscriptionReply>;

/**
 * `prorationDate` (Unix seconds) is the one a preview of this change returned: Stripe then prorates as of
 * that time, so the learner is charged exactly what the preview showed.
 */
export const BillingCycleBody = Closed({
  billingCycle: BillingCycle,
  prorationDate: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 ** 32 })),
});
export type BillingCycleBody = Static<typeof BillingCycleBody>;

export const BillingCyclePreviewQuery = Closed({ billingCycle: BillingCycle });
export type BillingCyclePreviewQuery = Static<typeof BillingCyclePreviewQuery>;
/**
 * What moving the subscription to `billingCycle` would cost, as Stripe's invoice preview computes it, in
 * whole minor units of `currency`: the new plan's price, the proration (the credit for the unused time of
 * the current price, negative, plus any charge for the remaining time), the credit balance used, what is
 * charged (`amountDueMinor`) and when (`chargedAt`), and the next billing date after the change.
 * `prorationDate` goes back with the change so the charge equals this preview.
 */
export const BillingCyclePreview = Type.Object({
  billingCycle: BillingCycle,
  currency: Type.String(),
  newPriceMinor: Type.Integer({ minimum: 0 }),
  prorationMinor: Type.Integer(),
  creditAppliedMinor: Type.Integer({ minimum: 0 }),
  amountDueMinor: Type.Integer({ minimum: 0 }),
  /** Credit kept on the account once the switch is invoiced (a longer cycle's unused time): pays the next bills. */
  creditLeftMinor: Type.Integer({ minimum: 0 }),
  chargedAt: Type.String({ format: 'date-time' }),
  nextBillingDate: Type.String({ format: 'date-time' }),
  prorationDate: Type.Integer({ minimum: 0 }),
});
export type BillingCyclePreview = Static<typeof BillingCyclePreview>;
/** `preview` is null for a learner without a live subscription (only the profile's cycle would change). */
export const BillingCyclePreviewReply = Type.Object({
  preview: Nullable(BillingCyclePreview),
  message: Type.String(),
});
export type BillingCyclePreviewReply = Static<typeof BillingCyclePreviewReply>;
export const BillingCycleReply = Type.Object({ billingCycle: BillingCycle, message: Type.String() });
export type BillingCycleReply = Static<typeof BillingCycleReply>;

/**
 * Orders service → BFF: what choosing a cycle did. `subscription`: the live subscription is billed at
 * `billingCycle` (changed, or already so); `next`: the learner has none, and their next one starts at it.
 */
export const BillingCycleChoiceReply = Type.Object({
  appliedTo: OneOf('subscription', 'next'),
  billingCycle: BillingCycle,
  subscription: Nullable(Subscription),
  message: Type.String(),
});
export type BillingCycleChoiceReply = Static<typeof BillingCycleChoiceReply>;

/** `billingCycle` defaults to the one on the learner's profile. */
export const SubscribeBody = Closed({ billingCycle: Type.Optional(BillingCycle) });
export type SubscribeBody = Static<typeof SubscribeBody>;
/** Where to pay: Stripe Checkout in subscription mode. */
export const SubscribeReply = Type.Object({
  subscription_id: Type.String({ format: 'uuid' }),
  checkoutUrl: Type.String(),
  sessionId: Type.String(),
  message: Type.String(),
});
export type SubscribeReply = Static<typeof SubscribeReply>;

/** After unsubscribing: access lasts until `subscription.currentPeriodEnd`. */
export const UnsubscribeReply = Type.Object({ subscription: Subscription, message: Type.String() });
export type UnsubscribeReply = Static<typeof UnsubscribeReply>;

/** After resuming a subscription set to cancel: it renews at `subscription.currentPeriodEnd` again. */
export const ResumeSubscriptionReply = Type.Object({ subscription: Subscription, message: Type.String() });
export type ResumeSubscriptionReply = Static<typeof ResumeSubscriptionReply>;

/** Orders service → BFF: learners whose subscription gives access now. */
export const SubscriberCountReply = Type.Object({ subscribedUsersCount: Type.Integer({ minimum: 0 }) });
export type SubscriberCountReply = Static<typeof SubscriberCountReply>;
