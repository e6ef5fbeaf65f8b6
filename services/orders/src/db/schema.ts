import type { BillingCycle } from '@academy/contracts';
import {
  accountCopyColumns,
  changedAt,
  createdAt,
  deletedCourseColumns,
  enrolmentCopyColumns,
  learnerCourseColumns,
  timestamptz,
} from '@academy/kit';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Seller } from '../config.ts';
import type { RedemptionStatus } from '../domain/coupon.ts';
import type { LineKind, OrderStatus } from '../domain/order-status.ts';
import type { SubscriptionStatus } from '../domain/subscription.ts';

/** Courses as the catalogue announces them: the only source of prices. */
export const courses = pgTable('courses', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  instructor: text('instructor').notNull(),
  priceMinor: integer('price_minor').notNull(),
  currency: text('currency').notNull(),
  published: boolean('published').notNull(),
  deleted: boolean('deleted').notNull().default(false),
  /** Set on an exam voucher: the course whose certification quiz gains `voucher_attempts`. */
  voucherCourseId: integer('voucher_course_id'),
  voucherAttempts: integer('voucher_attempts'),
  changedAt: changedAt(),
});

/**
 * Courses each learner is enrolled in, kept from learning's events (`owned-courses.ts`): a voucher is
 * sold only for one of them.
 */
export const ownedCourses = pgTable('owned_courses', enrolmentCopyColumns(), (t) => [
  primaryKey({ columns: [t.userId, t.courseId] }),
]);

/** Buyers as auth announces them: the name and e-mail printed on invoices and sent to Stripe. */
export const buyers = pgTable('buyers', accountCopyColumns());

/** Certificates issued to learners: a course with one is no longer refunded. */
export const certificates = pgTable(
  'certificates',
  {
    ...learnerCourseColumns(),
    issuedAt: timestamptz('issued_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

/**
 * Exam vouchers learning redeemed (`learning.voucher.redeemed.v1`: the order's attempts were added to
 * the learner's exam), by order and exam course: a redeemed voucher is no longer refunded.
 */
export const redeemedVouchers = pgTable(
  'redeemed_vouchers',
  {
    orderId: uuid('order_id').notNull(),
    courseId: integer('course_id').notNull(),
    redeemedAt: timestamptz('redeemed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.courseId] })],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    /** What the learner pays: the lines' total less `discountMinor`. */
    amountMinor: integer('amount_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    couponCode: text('coupon_code'),
    currency: text('currency').notNull(),
    /** Card brand and last four, from the Stripe charge. */
    paymentMethod: text('payment_method'),
    failureReason: text('failure_reason'),
    checkoutSessionId: text('checkout_session_id').unique(),
    /** How many Checkout Sessions were opened: part of the idempotency key of the next one. */
    sessionAttempts: integer('session_attempts').notNull().default(0),
    paymentIntentId: text('payment_intent_id'),
    refunded: boolean('refunded').notNull().default(false),
    /** Given at checkout by a GST-registered buyer: printed on the invoice, its state is the place of supply. */
    buyerGstin: text('buyer_gstin'),
    billingStateCode: text('billing_state_code'),
    billingAddress: text('billing_address'),
    /** The GST state code the service is supplied to (null on orders placed before tax invoices: the seller's). */
    placeOfSupply: text('place_of_supply'),
    /** The seller as invoiced when paid, so a later change of SELLER_* leaves issued documents as they were. */
    seller: jsonb('seller').$type<Seller>(),
    /** 'INV-2026-000001' for invoices issued before tax invoices, then 'INV/2026-27/000001'. */
    invoiceNumber: text('invoice_number').unique(),
    creditNoteNumber: text('credit_note_number').unique(),
    createdAt: createdAt(),
    paidAt: timestamptz('paid_at'),
    cancelledAt: timestamptz('cancelled_at'),
    refundedAt: timestamptz('refunded_at'),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdAt)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    position: integer('position').notNull(),
    courseId: integer('course_id').notNull(),
    kind: text('kind').$type<LineKind>().notNull(),
    title: text('title').notNull(),
    instructor: text('instructor').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    /** A voucher line: what it grants, as sold (the paid event carries it). */
    voucherCourseId: integer('voucher_course_id'),
    voucherAttempts: integer('voucher_attempts'),
    /** The part of the order's coupon discount that falls on this line. */
    discountMinor: integer('discount_minor').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.courseId] })],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status').$type<OrderStatus>().notNull(),
    note: text('note'),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

/**
 * A learner's All Access subscription. The row exists from the moment Checkout opens ('pending'); the
 * Stripe subscription id arrives once the first invoice is paid. Stripe's state is copied in under the
 * row lock, and `version` counts the changes announced.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    plan: text('plan').notNull(),
    billingCycle: text('billing_cycle').$type<BillingCycle>().notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    currentPeriodEnd: timestamptz('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    checkoutSessionId: text('checkout_session_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    stripeCustomerId: text('stripe_customer_id'),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The billing cycle a learner with no live subscription chose for their next one (the profile form,
 * or a checkout opened at a cycle): what `POST /payments/subscribe` without a cycle starts at.
 * Announced as `orders.cycle.chosen.v1`; a subscription's own cycle is on its row.
 */
export const chosenBillingCycles = pgTable('chosen_billing_cycles', {
  userId: uuid('user_id').primaryKey(),
  billingCycle: text('billing_cycle').$type<BillingCycle>().notNull(),
  chosenAt: timestamptz('chosen_at').notNull().defaultNow(),
});

/**
 * Money that moved, each recorded once: an order's payment (PaymentIntent id) or refund (Refund id), or
 * a paid subscription invoice (invoice id, no order, `plan` names what was bought).
 */
export const payments = pgTable(
  'payments',
  {
    stripeId: text('stripe_id').primaryKey(),
    orderId: uuid('order_id').references(() => orders.id),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id),
    plan: text('plan'),
    kind: text('kind').$type<'payment' | 'refund'>().notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [
    check('payments_order_or_subscription', sql`(${t.orderId} IS NULL) <> (${t.subscriptionId} IS NULL)`),
  ],
);

/** Every Stripe event received, once: a replayed delivery finds its id here and changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

/**
 * The last number given per series and year; taken in the paying (refunding) transaction, so no gaps.
 * 'INV-FY' and 'CN-FY' count per Indian financial year (`year` 2026 is 2026-27); the calendar-year
 * rows 'INV' and 'CN' are what numbered the documents issued before, kept as they were.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/** Discount codes made by administrators: a percentage, or an amount in one currency. */
export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  percentOff: integer('percent_off'),
  amountOffMinor: integer('amount_off_minor'),
  currency: text('currency'),
  expiresAt: timestamptz('expires_at'),
  maxRedemptions: integer('max_redemptions').notNull(),
  /** Empty: every course. */
  courseIds: integer('course_ids').array().notNull().default(sql`'{}'`),
  disabledAt: timestamptz('disabled_at'),
  createdAt: createdAt(),
});

/**
 * One coupon on one order: reserved when applied, redeemed when the order is paid, released when the
 * order is cancelled or its checkout expires. Reserved and redeemed rows count against the maximum.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id),
    couponCode: text('coupon_code')
      .notNull()
      .references(() => coupons.code),
    userId: uuid('user_id').notNull(),
    status: text('status').$type<RedemptionStatus>().notNull(),
    discountMinor: integer('discount_minor').notNull(),
    reservedAt: timestamptz('reserved_at').notNull().defaultNow(),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    // A learner uses a coupon once: one live (reserved or redeemed) row per learner and coupon.
    uniqueIndex('coupon_redemptions_learner_idx').on(t.couponCode, t.userId).where(sql`status <> 'released'`),
  ],
);

/** The catalogue's courses seen deleted, so a late first announcement of one never makes it a live copy. */
export const deletedCourses = pgTable('deleted_courses', deletedCourseColumns());
