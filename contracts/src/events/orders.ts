import { Type } from 'typebox';
import { ExamVoucher } from '../http/common.ts';
import { defineEvent } from './envelope.ts';

const userId = Type.String({ format: 'uuid' });
const orderId = Type.String({ format: 'uuid' });
const currency = Type.String({ minLength: 3, maxLength: 3 });
const exampleUser = '0b6f1d2e-3c4a-4b5c-8d6e-7f8091a2b3c4';
const exampleOrder = '5d0c6a8e-2f1b-4c7d-9e3a-1b2c3d4e5f60';

/** What a paid line grants: a course to enrol in, or extra attempts on a course's certification quiz. */
const OrderLine = Type.Object({
  courseId: Type.Integer(),
  kind: Type.Union([Type.Literal('course'), Type.Literal('voucher')]),
  title: Type.String(),
  amountMinor: Type.Integer({ minimum: 0 }),
  /** On a `voucher` line: what it grants, as it was sold (the attempts are added once per order line). */
  voucher: Type.Optional(ExamVoucher),
});

/** Money was taken for an order: enrolment in its courses happens only from this event. */
export const orderPaid = defineEvent(
  'orders.order.paid.v1',
  Type.Object({
    orderId,
    userId,
    lines: Type.Array(OrderLine, { minItems: 1 }),
    amountMinor: Type.Integer({ minimum: 0 }),
    currency,
    paidAt: Type.String({ format: 'date-time' }),
  }),
  {
    orderId: exampleOrder,
    userId: exampleUser,
    lines: [{ courseId: 40, kind: 'course', title: 'Email Forensic Analyst', amountMinor: 999900 }],
    amountMinor: 999900,
    currency: 'INR',
    paidAt: '2026-11-21T10:00:00.000Z',
  },
);

/** The payment was declined or its checkout expired; nothing was granted. */
export const orderFailed = defineEvent(
  'orders.order.failed.v1',
  Type.Object({ orderId, userId, reason: Type.String() }),
  { orderId: exampleOrder, userId: exampleUser, reason: 'Your card was declined.' },
);

/** The learner cancelled an order before paying for it. */
export const orderCancelled = defineEvent('orders.order.cancelled.v1', Type.Object({ orderId, userId }), {
  orderId: exampleOrder,
  userId: exampleUser,
});

/** A paid order was refunded in full: access to its courses ends. */
export const orderRefunded = defineEvent(
  'orders.order.refunded.v1',
  Type.Object({
    orderId,
    userId,
    courseIds: Type.Array(Type.Integer()),
    amountMinor: Type.Integer({ minimum: 0 }),
    currency,
    refundedAt: Type.String({ format: 'date-time' }),
  }),
  {
    orderId: exampleOrder,
    userId: exampleUser,
    courseIds: [40],
    amountMinor: 999900,
    currency: 'INR',
    refundedAt: '2026-11-22T10:00:00.000Z',
  },
);

/**
 * The learner's All Access subscription changed (started, renewed, changed cycle, cancelled, ended).
 * `active` says whether it gives access now; `version` grows with every change of one subscription,
 * so a consumer keeps the newest state whatever order deliveries arrive in.
 */
export const subscriptionChanged = defineEvent(
  'orders.subscription.changed.v1',
  Type.Object({
    userId,
    subscriptionId: Type.String({ format: 'uuid' }),
    plan: Type.String(),
    billingCycle: Type.Union([Type.Literal('Monthly'), Type.Literal('Yearly')]),
    status: Type.String(),
    currentPeriodEnd: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    cancelAtPeriodEnd: Type.Boolean(),
    active: Type.Boolean(),
    version: Type.Integer({ minimum: 1 }),
  }),
  {
    userId: exampleUser,
    subscriptionId: '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    plan: 'All Access',
    billingCycle: 'Monthly',
    status: 'active',
    currentPeriodEnd: '2026-12-21T10:00:00.000Z',
    cancelAtPeriodEnd: false,
    active: true,
    version: 1,
  },
);

/**
 * A learner with no live subscription chose the billing cycle their next one is to start at (the
 * profile form, or opening a checkout at a cycle). Orders owns the billing cycle: a subscription's is
 * in `orders.subscription.changed.v1`, this is the one chosen before there is one. A copy keeps
 * whichever of the two was announced last (`occurredAt`).
 */
export const billingCycleChosen = defineEvent(
  'orders.cycle.chosen.v1',
  Type.Object({
    userId,
    billingCycle: Type.Union([Type.Literal('Monthly'), Type.Literal('Yearly')]),
  }),
  { userId: exampleUser, billingCycle: 'Yearly' },
);

const subscriptionId = Type.String({ format: 'uuid' });
const exampleSubscription = '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
/** Stripe's page of the invoice (view, download, and pay an open one with another card); null if it has none. */
const invoiceUrl = Type.Union([Type.String({ format: 'uri' }), Type.Null()]);

/**
 * A subscription invoice was paid (the first period, a renewal or a change of cycle), once per
 * invoice: what was charged, until when it pays, and Stripe's page of the invoice.
 */
export const subscriptionCharged = defineEvent(
  'orders.subscription.charged.v1',
  Type.Object({
    userId,
    subscriptionId,
    plan: Type.String(),
    billingCycle: Type.Union([Type.Literal('Monthly'), Type.Literal('Yearly')]),
    amountMinor: Type.Integer({ minimum: 0 }),
    currency,
    paidAt: Type.String({ format: 'date-time' }),
    paidUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    invoiceUrl,
  }),
  {
    userId: exampleUser,
    subscriptionId: exampleSubscription,
    plan: 'All Access',
    billingCycle: 'Yearly',
    amountMinor: 1199900,
    currency: 'INR',
    paidAt: '2026-11-21T10:00:00.000Z',
    paidUntil: '2027-11-21T10:00:00.000Z',
    invoiceUrl: 'https://invoice.stripe.com/i/acct_1/test_1',
  },
);

/**
 * Charging a subscription's invoice failed (each failed attempt): Stripe tries again at `nextAttemptAt`,
 * or, when null, not any more and the subscription ends.
 */
export const subscriptionPaymentFailed = defineEvent(
  'orders.subscription.declined.v1',
  Type.Object({
    userId,
    subscriptionId,
    plan: Type.String(),
    amountMinor: Type.Integer({ minimum: 0 }),
    currency,
    nextAttemptAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    invoiceUrl,
  }),
  {
    userId: exampleUser,
    subscriptionId: exampleSubscription,
    plan: 'All Access',
    amountMinor: 119900,
    currency: 'INR',
    nextAttemptAt: '2026-11-24T10:00:00.000Z',
    invoiceUrl: 'https://invoice.stripe.com/i/acct_1/test_2',
  },
);
