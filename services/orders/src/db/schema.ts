import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RedemptionStatus } from '../domain/coupon.ts';
import type { LineKind, OrderStatus } from '../domain/order-status.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Courses as the catalogue announces them: the only source of prices. */
export const courses = pgTable('courses', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  instructor: text('instructor').notNull(),
  priceMinor: integer('price_minor').notNull(),
  currency: text('currency').notNull(),
  published: boolean('published').notNull(),
  deleted: boolean('deleted').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Buyers as auth announces them: the name and e-mail printed on invoices and sent to Stripe. */
export const buyers = pgTable('buyers', {
  userId: uuid('user_id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Certificates issued to learners: a course with one is no longer refunded. */
export const certificates = pgTable(
  'certificates',
  {
    userId: uuid('user_id').notNull(),
    courseId: integer('course_id').notNull(),
    issuedAt: at('issued_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
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
    invoiceNumber: text('invoice_number').unique(),
    creditNoteNumber: text('credit_note_number').unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    cancelledAt: at('cancelled_at'),
    refundedAt: at('refunded_at'),
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
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

/** Money that moved: a payment (PaymentIntent id) or a refund (Refund id), each recorded once. */
export const payments = pgTable('payments', {
  stripeId: text('stripe_id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id),
  kind: text('kind').$type<'payment' | 'refund'>().notNull(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  at: at('at').notNull().defaultNow(),
});

/** Every Stripe event received, once: a replayed delivery finds its id here and changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});

/** The last number given per series ('INV', 'CN') and year; taken in the paying transaction, so no gaps. */
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
  expiresAt: at('expires_at'),
  maxRedemptions: integer('max_redemptions').notNull(),
  /** Empty: every course. */
  courseIds: integer('course_ids').array().notNull().default(sql`'{}'`),
  disabledAt: at('disabled_at'),
  createdAt: at('created_at').notNull().defaultNow(),
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
    reservedAt: at('reserved_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    // A learner uses a coupon once: one live (reserved or redeemed) row per learner and coupon.
    uniqueIndex('coupon_redemptions_learner_idx').on(t.couponCode, t.userId).where(sql`status <> 'released'`),
  ],
);
