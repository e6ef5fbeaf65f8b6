import type Stripe from 'stripe';
import type { OrderReference, PaymentFacts } from '../commands/settle-order.ts';
import type { PaymentOutcome } from '../domain/order-status.ts';

/** One piece of news about an order's payment, read from a Stripe event or Checkout Session. */
export interface PaymentNews {
  reference: OrderReference;
  outcome: PaymentOutcome;
  facts: PaymentFacts;
}

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/** 'Visa •••• 4242' from the charge, or the method's type for anything but a card. */
export const paymentMethodOf = (charge: Stripe.Charge | null | undefined) => {
  const details = charge?.payment_method_details;
  if (!details) return null;
  if (details.card)
    return `${brandName(details.card.brand ?? 'card')} •••• ${details.card.last4 ?? ''}`.trim();
  return brandName(details.type.replaceAll('_', ' '));
};

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id;

const orderOfSession = (session: Stripe.Checkout.Session) =>
  session.metadata?.orderId ?? session.client_reference_id ?? undefined;

/** A paid session becomes 'paid' with its card; an unpaid one (a delayed method) is no news yet. */
export const newsOfSession = async (
  stripe: Stripe,
  session: Stripe.Checkout.Session,
): Promise<PaymentNews | null> => {
  const orderId = orderOfSession(session);
  // A subscription's session is about the subscription (subscription-news.ts), never an order.
  if (!orderId || session.mode === 'subscription' || session.payment_status === 'unpaid') return null;
  const paymentIntentId = idOf(session.payment_intent);
  const intent = paymentIntentId
    ? await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] })
    : null;
  const charge = typeof intent?.latest_charge === 'object' ? intent.latest_charge : null;
  return {
    reference: { id: orderId },
    outcome: { kind: 'paid' },
    facts: { sessionId: session.id, paymentIntentId, paymentMethod: paymentMethodOf(charge) },
  };
};

/** What a webhook event means for an order, or null for events that change no order. */
export const newsOfEvent = async (stripe: Stripe, event: Stripe.Event): Promise<PaymentNews | null> => {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return newsOfSession(stripe, event.data.object);
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      const orderId = orderOfSession(session);
      if (!orderId || session.mode === 'subscription') return null;
      const outcome: PaymentOutcome =
        event.type === 'checkout.session.expired'
          ? { kind: 'expired' }
          : { kind: 'failed', reason: 'The payment failed' };
      return { reference: { id: orderId }, outcome, facts: { sessionId: session.id } };
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const orderId = intent.metadata?.orderId;
      if (!orderId) return null;
      const reason = intent.last_payment_error?.message ?? 'The payment failed';
      return {
        reference: { id: orderId },
        outcome: { kind: 'failed', reason },
        facts: { paymentIntentId: intent.id },
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntentId = idOf(charge.payment_intent);
      // Only a full refund ends the order; a partial one made in Stripe is left to people.
      if (!paymentIntentId || !charge.refunded) return null;
      return {
        reference: { paymentIntentId },
        outcome: { kind: 'refunded' },
        facts: { refundId: `${charge.id}:refunded` },
      };
    }
    default:
      return null;
  }
};
