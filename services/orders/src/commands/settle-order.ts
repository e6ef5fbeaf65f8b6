import { orders as events } from '@academy/contracts';
import { businessMetrics, enqueueEvent } from '@academy/kit';
import { eq } from 'drizzle-orm';
import type { Seller } from '../config.ts';
import type { OrdersTx } from '../context.ts';
import { confirmCoupon, releaseCoupon } from '../db/coupon-records.ts';
import { linesOf, lockOrder, nextDocumentNumber, type OrderRow, recordStatus } from '../db/order-records.ts';
import { orders, payments } from '../db/schema.ts';
import { afterPayment, type PaymentOutcome } from '../domain/order-status.ts';
import { paidLine } from '../domain/vouchers.ts';

/** What Stripe's objects say about the payment, beyond the outcome. */
export interface PaymentFacts {
  /** The Checkout Session the news is about: expiry or failure of an older session changes nothing. */
  sessionId?: string;
  paymentIntentId?: string;
  paymentMethod?: string | null;
  /** The Refund id (or charge id for a refund made in Stripe), recorded once. */
  refundId?: string;
}

/** The Stripe payment or refund of the order's whole amount, kept once per Stripe id. */
const recordPayment = (tx: OrdersTx, order: OrderRow, stripeId: string, kind: 'payment' | 'refund') =>
  tx
    .insert(payments)
    .values({ stripeId, orderId: order.id, kind, amountMinor: order.amountMinor, currency: order.currency })
    .onConflictDoNothing();

/** When a payment or refund happens (its financial year numbers the document) and who sells. */
export interface DocumentIssue {
  at: Date;
  seller: Seller;
}

export type OrderReference = { id: string } | { paymentIntentId: string };

/**
 * Applies what Stripe reported to an order under its row lock. The status rules decide; a repeat or
 * late report changes nothing, so the paid event is written exactly once whoever reports first.
 */
export const settleOrder = async (
  tx: OrdersTx,
  reference: OrderReference,
  outcome: PaymentOutcome,
  facts: PaymentFacts,
  issue: DocumentIssue,
) => {
  const order = await lockOrder(tx, reference);
  if (!order) return null;
  const staleSession =
    (outcome.kind === 'expired' || outcome.kind === 'failed') &&
    facts.sessionId !== undefined &&
    facts.sessionId !== order.checkoutSessionId;
  const transition = staleSession ? null : afterPayment(order, outcome);
  if (!transition) return order;
  if (outcome.kind === 'paid') return markPaid(tx, order, facts, issue);
  if (outcome.kind === 'refunded')
    return markRefunded(tx, order, facts.refundId ?? `refund-${order.id}`, issue.at);
  const reason = transition.note ?? 'Payment failed';
  await tx.update(orders).set({ status: 'Failed', failureReason: reason }).where(eq(orders.id, order.id));
  await recordStatus(tx, order.id, 'Failed', reason);
  // A declined card leaves the checkout open for another; an expired one can no longer be paid.
  if (outcome.kind === 'expired') await releaseCoupon(tx, order.id);
  await enqueueEvent(tx, events.orderFailed, { orderId: order.id, userId: order.userId, reason });
  return { ...order, status: 'Failed' as const, failureReason: reason };
};

const markPaid = async (
  tx: OrdersTx,
  order: OrderRow,
  facts: PaymentFacts,
  { at: paidAt, seller }: DocumentIssue,
) => {
  const invoiceNumber = order.invoiceNumber ?? (await nextDocumentNumber(tx, 'INV', paidAt));
  const [paid] = await tx
    .update(orders)
    .set({
      status: 'Completed',
      paidAt,
      failureReason: null,
      cancelledAt: null,
      invoiceNumber,
      seller: order.seller ?? seller,
      paymentIntentId: facts.paymentIntentId ?? order.paymentIntentId,
      paymentMethod: facts.paymentMethod ?? order.paymentMethod,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!paid) throw new Error('order vanished');
  if (paid.paymentIntentId) await recordPayment(tx, order, paid.paymentIntentId, 'payment');
  await recordStatus(tx, order.id, 'Completed', 'Payment received');
  const couponNote = await confirmCoupon(tx, paid);
  if (couponNote) await recordStatus(tx, order.id, 'Completed', couponNote);
  const lines = await linesOf(tx, order.id);
  await enqueueEvent(tx, events.orderPaid, {
    orderId: order.id,
    userId: order.userId,
    lines: lines.map(paidLine),
    amountMinor: order.amountMinor,
    currency: order.currency,
    paidAt: paidAt.toISOString(),
  });
  businessMetrics.ordersCompleted.inc();
  return paid;
};

/** A full refund: the order is Cancelled and refunded, with a credit note (its own series), and access ends. */
export const markRefunded = async (tx: OrdersTx, order: OrderRow, refundId: string, refundedAt: Date) => {
  const creditNoteNumber = await nextDocumentNumber(tx, 'CN', refundedAt);
  const [refunded] = await tx
    .update(orders)
    .set({ status: 'Cancelled', refunded: true, refundedAt, cancelledAt: refundedAt, creditNoteNumber })
    .where(eq(orders.id, order.id))
    .returning();
  if (!refunded) throw new Error('order vanished');
  await recordPayment(tx, order, refundId, 'refund');
  await recordStatus(tx, order.id, 'Cancelled', 'Refunded in full');
  const lines = await linesOf(tx, order.id);
  await enqueueEvent(tx, events.orderRefunded, {
    orderId: order.id,
    userId: order.userId,
    courseIds: lines.map((line) => line.courseId),
    amountMinor: order.amountMinor,
    currency: order.currency,
    refundedAt: refundedAt.toISOString(),
  });
  businessMetrics.ordersRefunded.inc();
  return refunded;
};
