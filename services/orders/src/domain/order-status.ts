/**
 * Every rule about an order's status, in one place and without I/O.
 *
 *   Processing → Completed (paid) | Failed (declined, payment failed, expired) | Cancelled (learner cancels)
 *   Failed     → Processing (the learner pays again) | Completed (a later attempt on the same checkout paid)
 *   Completed  → Cancelled + refunded (cancelled within 14 days, no certificate, no voucher redeemed; or
 *                refunded in Stripe)
 *
 * Money taken is always honoured: a payment that succeeds after a decline, an expiry or a cancel (Stripe
 * delivered it late) completes the order. Nothing else moves an order backwards, so events arriving out
 * of order (expired after completed) change nothing.
 */
export type OrderStatus = 'Processing' | 'Completed' | 'Failed' | 'Cancelled';
export type LineKind = 'course' | 'voucher';

export const REFUND_WINDOW_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface OrderState {
  status: OrderStatus;
  refunded: boolean;
  paidAt: Date | null;
}

/** What Stripe told us happened to the payment of an order. */
export type PaymentOutcome =
  | { kind: 'paid' }
  | { kind: 'failed'; reason: string }
  | { kind: 'expired' }
  | { kind: 'refunded' };

export type Transition = { status: OrderStatus; note: string | null } | null;

/** The status an outcome leads to, or null when it changes nothing (repeat, late or stale news). */
export const afterPayment = (order: OrderState, outcome: PaymentOutcome): Transition => {
  switch (outcome.kind) {
    case 'paid':
      if (order.status === 'Completed' || order.refunded) return null;
      return { status: 'Completed', note: 'Payment received' };
    case 'failed':
      return order.status === 'Processing' ? { status: 'Failed', note: outcome.reason } : null;
    case 'expired':
      return order.status === 'Processing' ? { status: 'Failed', note: 'Payment expired' } : null;
    case 'refunded':
      return order.status === 'Completed' && !order.refunded
        ? { status: 'Cancelled', note: 'Refunded in full' }
        : null;
  }
};

/** A Processing order is paid as it is; a Failed one may be paid again (a new checkout if need be). */
export const paymentRefusal = (order: OrderState): string | null => {
  if (order.status === 'Processing' || order.status === 'Failed') return null;
  if (order.status === 'Completed') return 'This order is already paid';
  return 'This order is cancelled';
};

export type Cancellation = { kind: 'cancel' } | { kind: 'refund' } | { kind: 'refused'; reason: string };

/**
 * What cancelling does now: cancel an unpaid order, refund a paid one, or refuse (and why). What was
 * used is not refunded by the learner: a course whose certificate was issued, an exam voucher whose
 * attempts learning added (`learning.voucher.redeemed.v1`).
 */
export const cancellation = (
  order: OrderState,
  context: { now: Date; certificateIssued: boolean; voucherRedeemed: boolean },
): Cancellation => {
  if (order.status === 'Processing') return { kind: 'cancel' };
  if (order.status === 'Cancelled') return { kind: 'refused', reason: 'This order is already cancelled' };
  if (order.status === 'Failed') {
    return { kind: 'refused', reason: 'A failed order has nothing to cancel; it can be paid again' };
  }
  if (order.refunded) return { kind: 'refused', reason: 'This order is already refunded' };
  if (!order.paidAt || context.now.getTime() - order.paidAt.getTime() > REFUND_WINDOW_DAYS * DAY_MS) {
    return { kind: 'refused', reason: `Orders can be refunded within ${REFUND_WINDOW_DAYS} days of payment` };
  }
  if (context.certificateIssued) {
    return { kind: 'refused', reason: 'A certificate has been issued for this course' };
  }
  if (context.voucherRedeemed) {
    return { kind: 'refused', reason: 'An exam voucher in this order has been redeemed' };
  }
  return { kind: 'refund' };
};
