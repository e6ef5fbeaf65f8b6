import { describe, expect, it } from 'vitest';
import {
  currentStatus,
  keepsPolling,
  PAYMENT_FAILED_FALLBACK,
  type PaymentFacts,
  paymentHeadline,
  paymentView,
} from './payment-outcome.ts';

const ORDER = '0b7c6f0e-9a51-4d2e-8f4a-3c1d2e5f6a7b';

function facts(overrides: Partial<PaymentFacts>): PaymentFacts {
  return {
    sessionId: 'cs_test_1',
    orderId: ORDER,
    verified: undefined,
    verifyError: undefined,
    order: undefined,
    orderError: undefined,
    timedOut: false,
    ...overrides,
  };
}

describe('the success page', () => {
  it('waits, asking every second, while nothing is known yet', () => {
    const view = paymentView(facts({}));
    expect(view).toEqual({ kind: 'confirming' });
    expect(keepsPolling(view)).toBe(true);
  });

  it('keeps asking while the order is Processing, and stops after a minute without an answer', () => {
    const processing = facts({ order: { status: 'Processing', failureReason: null } });
    expect(paymentView(processing)).toEqual({ kind: 'processing' });
    expect(keepsPolling(paymentView(processing))).toBe(true);
    const slow = paymentView({ ...processing, timedOut: true });
    expect(slow).toEqual({ kind: 'slow' });
    expect(keepsPolling(slow)).toBe(false);
  });

  it('stops asking as soon as the order is Completed, from the order read or from the verification', () => {
    const fromOrder = paymentView(facts({ order: { status: 'Completed', failureReason: null } }));
    expect(fromOrder).toEqual({ kind: 'completed' });
    expect(keepsPolling(fromOrder)).toBe(false);
    // The order read came back before the verification settled it.
    const fromVerification = paymentView(
      facts({ verified: 'Completed', order: { status: 'Processing', failureReason: null } }),
    );
    expect(fromVerification).toEqual({ kind: 'completed' });
  });

  it("explains a Failed order with the order's reason, or the general one", () => {
    expect(
      paymentView(facts({ order: { status: 'Failed', failureReason: 'Your card was declined.' } })),
    ).toEqual({ kind: 'failed', reason: 'Your card was declined.' });
    expect(paymentView(facts({ verified: 'Failed' }))).toEqual({
      kind: 'failed',
      reason: PAYMENT_FAILED_FALLBACK,
    });
    expect(keepsPolling(paymentView(facts({ verified: 'Failed' })))).toBe(false);
  });

  it('says so for a Cancelled order', () => {
    expect(paymentView(facts({ order: { status: 'Cancelled', failureReason: null } }))).toEqual({
      kind: 'cancelled',
    });
  });

  it('has nothing to confirm without a session or an order in the address', () => {
    expect(paymentView(facts({ sessionId: null, orderId: null }))).toEqual({ kind: 'missing' });
  });

  it("shows the order read's error, or the verification's when no order is known", () => {
    expect(paymentView(facts({ orderError: 'Order not found' }))).toEqual({
      kind: 'error',
      message: 'Order not found',
    });
    expect(paymentView(facts({ orderId: null, verifyError: 'Unknown payment session' }))).toEqual({
      kind: 'error',
      message: 'Unknown payment session',
    });
    // With an order to follow, a failed verification does not end the wait: the webhook may still settle it.
    expect(paymentView(facts({ verifyError: 'Stripe is unreachable' }))).toEqual({ kind: 'confirming' });
  });
});

describe('the freshest status', () => {
  it('prefers a settled status over Processing, and the order read over the verification', () => {
    expect(currentStatus('Processing', 'Completed')).toBe('Completed');
    expect(currentStatus('Completed', 'Processing')).toBe('Completed');
    expect(currentStatus('Completed', 'Cancelled')).toBe('Cancelled');
    expect(currentStatus(undefined, 'Processing')).toBe('Processing');
    expect(currentStatus('Processing', undefined)).toBe('Processing');
    expect(currentStatus(undefined, undefined)).toBeUndefined();
  });
});

describe('the payment page headline', () => {
  it('says what happened to the payment, never just "Payment"', () => {
    expect(paymentHeadline({ kind: 'completed' }).title).toBe('Payment successful');
    expect(paymentHeadline({ kind: 'failed', reason: 'Declined' }).title).toBe('Payment failed');
    expect(paymentHeadline({ kind: 'confirming' }).title).toBe('Confirming your payment');
    expect(paymentHeadline({ kind: 'cancelled' }).title).toBe('Order cancelled');
  });
});
