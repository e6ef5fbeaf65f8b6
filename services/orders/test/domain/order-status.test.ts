import { describe, expect, it } from 'vitest';
import {
  afterPayment,
  cancellation,
  type OrderState,
  paymentRefusal,
} from '../../src/domain/order-status.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-23T12:00:00Z');
const processing: OrderState = { status: 'Processing', refunded: false, paidAt: null };
const failed: OrderState = { status: 'Failed', refunded: false, paidAt: null };
const paidDaysAgo = (days: number): OrderState => ({
  status: 'Completed',
  refunded: false,
  paidAt: new Date(now.getTime() - days * DAY),
});
const refunded: OrderState = { status: 'Cancelled', refunded: true, paidAt: new Date(now.getTime() - DAY) };
const cancelled: OrderState = { status: 'Cancelled', refunded: false, paidAt: null };

describe('afterPayment', () => {
  it('completes a processing order once: a repeated payment changes nothing', () => {
    expect(afterPayment(processing, { kind: 'paid' })).toEqual({
      status: 'Completed',
      note: 'Payment received',
    });
    expect(afterPayment(paidDaysAgo(0), { kind: 'paid' })).toBeNull();
  });

  it('honours money taken after a decline or a cancel, but not on a refunded order', () => {
    expect(afterPayment(failed, { kind: 'paid' })?.status).toBe('Completed');
    expect(afterPayment(cancelled, { kind: 'paid' })?.status).toBe('Completed');
    expect(afterPayment(refunded, { kind: 'paid' })).toBeNull();
  });

  it('fails a processing order with the decline message, or "Payment expired"', () => {
    expect(afterPayment(processing, { kind: 'failed', reason: 'Your card was declined.' })).toEqual({
      status: 'Failed',
      note: 'Your card was declined.',
    });
    expect(afterPayment(processing, { kind: 'expired' })).toEqual({
      status: 'Failed',
      note: 'Payment expired',
    });
  });

  it('never moves a paid or cancelled order backwards (late expiry, late decline)', () => {
    for (const order of [paidDaysAgo(1), cancelled, refunded]) {
      expect(afterPayment(order, { kind: 'expired' })).toBeNull();
      expect(afterPayment(order, { kind: 'failed', reason: 'Declined' })).toBeNull();
    }
  });

  it('cancels a paid order refunded in Stripe, once', () => {
    expect(afterPayment(paidDaysAgo(30), { kind: 'refunded' })?.status).toBe('Cancelled');
    expect(afterPayment(refunded, { kind: 'refunded' })).toBeNull();
    expect(afterPayment(processing, { kind: 'refunded' })).toBeNull();
  });
});

describe('paymentRefusal', () => {
  it('lets processing and failed orders be paid, and says why others cannot', () => {
    expect(paymentRefusal(processing)).toBeNull();
    expect(paymentRefusal(failed)).toBeNull();
    expect(paymentRefusal(paidDaysAgo(0))).toBe('This order is already paid');
    expect(paymentRefusal(cancelled)).toBe('This order is cancelled');
  });
});

describe('cancellation', () => {
  const open = { now, certificateIssued: false, voucherRedeemed: false };

  it('cancels an unpaid order and refunds a paid one within 14 days', () => {
    expect(cancellation(processing, open)).toEqual({ kind: 'cancel' });
    expect(cancellation(paidDaysAgo(0), open)).toEqual({ kind: 'refund' });
    expect(cancellation(paidDaysAgo(14), open)).toEqual({ kind: 'refund' });
  });

  it('refuses after 14 days, with a certificate, with a redeemed voucher, and when there is nothing to cancel', () => {
    expect(cancellation(paidDaysAgo(15), open)).toEqual({
      kind: 'refused',
      reason: 'Orders can be refunded within 14 days of payment',
    });
    expect(cancellation(paidDaysAgo(1), { ...open, certificateIssued: true })).toEqual({
      kind: 'refused',
      reason: 'A certificate has been issued for this course',
    });
    expect(cancellation(paidDaysAgo(1), { ...open, voucherRedeemed: true })).toEqual({
      kind: 'refused',
      reason: 'An exam voucher in this order has been redeemed',
    });
    expect(cancellation(cancelled, open)).toEqual({
      kind: 'refused',
      reason: 'This order is already cancelled',
    });
    expect(cancellation(refunded, open).kind).toBe('refused');
    expect(cancellation(failed, open).kind).toBe('refused');
  });
});
