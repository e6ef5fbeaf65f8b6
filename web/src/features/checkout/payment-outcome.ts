import type { OrderDetail, OrderLine, OrderStatus } from '@academy/contracts';
import { i18n } from '../../shared/i18n/i18n.ts';
import '../../shared/i18n/en-screens/checkout.ts';

/** How long the success page keeps asking after the order, once a second. */
export const CONFIRMATION_WAIT_MS = 60_000;
export const CONFIRMATION_POLL_MS = 1000;

export const PAYMENT_FAILED_FALLBACK = 'Your payment did not go through.';

export type PaymentView =
  /** Nothing known yet: the verification or the first order read is on its way. */
  | { kind: 'confirming' }
  /** Paid or not, Stripe has not confirmed it yet; the page keeps asking. */
  | { kind: 'processing' }
  /** Still unconfirmed after a minute: the page stops asking and says where to look later. */
  | { kind: 'slow' }
  | { kind: 'completed' }
  | { kind: 'failed'; reason: string }
  | { kind: 'cancelled' }
  /** Neither a payment session nor an order in the address. */
  | { kind: 'missing' }
  | { kind: 'error'; message: string };

export interface PaymentFacts {
  sessionId: string | null;
  orderId: string | null;
  /** The status the verification answered, once it has. */
  verified: OrderStatus | undefined;
  /** Why the verification found no order: its error, or the message of a reply without one. */
  verifyError: string | undefined;
  order: Pick<OrderDetail, 'status' | 'failureReason'> | undefined;
  orderError: string | undefined;
  timedOut: boolean;
}

const headline = (title: string, subtitle: string) => ({ title: i18n.t(title), subtitle: i18n.t(subtitle) });

/** The page's headline: what happened to the payment, in a few words, with what it means for the learner. */
export function paymentHeadline(view: PaymentView): { title: string; subtitle: string } {
  switch (view.kind) {
    case 'completed':
      return headline('checkout.paymentSuccessful', 'checkout.thankYouForYourPurchase');
    case 'failed':
      return headline('checkout.paymentFailed', 'checkout.nothingWasCharged');
    case 'cancelled':
      return headline('checkout.orderCancelled', 'checkout.orderCanNoLongerBePaid');
    case 'missing':
      return headline('checkout.noPaymentToConfirm', 'checkout.yourOrdersShowEveryPayment');
    case 'error':
      return headline('checkout.paymentNotConfirmedYet', 'checkout.weCouldNotCheckYourPayment');
    default:
      return headline('checkout.confirmingYourPayment', 'checkout.stripeIsTellingUs');
  }
}

/**
 * The freshest status: a settled one wins over Processing, whichever of the verification and the order read
 * saw it first (the order read may predate the verification that settled it).
 */
export function currentStatus(verified?: OrderStatus, fetched?: OrderStatus): OrderStatus | undefined {
  if (fetched && fetched !== 'Processing') return fetched;
  if (verified && verified !== 'Processing') return verified;
  return fetched ?? verified;
}

/** What the success page shows for what it knows so far. */
export function paymentView(facts: PaymentFacts): PaymentView {
  const status = currentStatus(facts.verified, facts.order?.status);
  switch (status) {
    case 'Completed':
      return { kind: 'completed' };
    case 'Failed':
      return { kind: 'failed', reason: facts.order?.failureReason ?? PAYMENT_FAILED_FALLBACK };
    case 'Cancelled':
      return { kind: 'cancelled' };
    case 'Processing':
      return facts.timedOut ? { kind: 'slow' } : { kind: 'processing' };
  }
  if (!facts.sessionId && !facts.orderId) return { kind: 'missing' };
  const error = facts.orderError ?? (facts.orderId ? undefined : facts.verifyError);
  if (error) return { kind: 'error', message: error };
  return facts.timedOut ? { kind: 'slow' } : { kind: 'confirming' };
}

/** The page keeps reading the order only while the outcome is still open. */
export function keepsPolling(view: PaymentView): boolean {
  return view.kind === 'confirming' || view.kind === 'processing';
}

export function courseLines(lines: readonly OrderLine[]): OrderLine[] {
  return lines.filter((line) => line.kind === 'course');
}
