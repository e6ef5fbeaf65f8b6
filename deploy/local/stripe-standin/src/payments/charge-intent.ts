import type { StandInContext } from '../context.ts';
import type { CardEntry, Charge, PaymentIntent } from '../objects.ts';
import { type ChargeAttempt, createCharge } from '../resources/charges.ts';
import type { Behaviour } from '../test-cards.ts';

type Failure = NonNullable<ChargeAttempt['failure']>;

/** One-off payments, a subscription's first invoice, or a later (off-session) renewal charge. */
export type Occasion = 'one-off' | 'first-invoice' | 'renewal';

const genericDecline: Failure = {
  code: 'card_declined',
  declineCode: 'generic_decline',
  message: 'Your card was declined.',
};

const failureOf = (behaviour: Behaviour, occasion: Occasion): Failure | undefined => {
  if (behaviour.kind === 'declines') {
    return { code: behaviour.code, declineCode: behaviour.declineCode, message: behaviour.message };
  }
  // 4000 0000 0000 0341 can be saved but not charged; a subscription's first invoice is paid with it here so
  // that renewals have something to fail.
  if (behaviour.kind === 'fails-later' && occasion !== 'first-invoice') return genericDecline;
  return undefined;
};

const decline = (
  context: StandInContext,
  intent: PaymentIntent,
  attempt: ChargeAttempt,
  failure: Failure,
) => {
  const charge = createCharge(context, intent, { ...attempt, status: 'failed', failure });
  intent.latest_charge = charge.id;
  intent.status = 'requires_payment_method';
  intent.last_payment_error = {
    type: 'card_error',
    code: failure.code,
    ...(failure.declineCode ? { decline_code: failure.declineCode } : {}),
    message: failure.message,
    charge: charge.id,
    doc_url: `https://docs.stripe.com/error-codes/${failure.code}`,
    payment_method: { id: charge.payment_method, object: 'payment_method', type: attempt.method.type },
  };
  context.events.emit('charge.failed', charge);
  context.events.emit('payment_intent.payment_failed', intent);
  return charge;
};

const settle = (context: StandInContext, intent: PaymentIntent, attempt: ChargeAttempt) => {
  const charge = createCharge(context, intent, attempt);
  intent.latest_charge = charge.id;
  intent.payment_method = charge.payment_method;
  intent.last_payment_error = null;
  if (attempt.status === 'pending') {
    intent.status = 'processing';
    context.events.emit('charge.pending', charge);
    context.events.emit('payment_intent.processing', intent);
    return charge;
  }
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
  context.events.emit('charge.succeeded', charge);
  context.events.emit('payment_intent.succeeded', intent);
  return charge;
};

export type ChargeResult =
  | { kind: 'paid' | 'processing'; charge: Charge }
  | { kind: 'declined'; charge: Charge; message: string };

/** Charges the intent with a test method as Stripe would: paid, processing (delayed methods) or declined. */
export const chargeIntent = (
  context: StandInContext,
  intent: PaymentIntent,
  entry: CardEntry,
  occasion: Occasion,
): ChargeResult => {
  const attempt = {
    method: entry.method,
    expMonth: entry.expMonth,
    expYear: entry.expYear,
    email: entry.email,
  };
  const failure = failureOf(entry.method.behaviour, occasion);
  if (failure) {
    return {
      kind: 'declined',
      charge: decline(context, intent, { ...attempt, status: 'failed' }, failure),
      message: failure.message,
    };
  }
  if (entry.method.behaviour.kind === 'settles-later') {
    return { kind: 'processing', charge: settle(context, intent, { ...attempt, status: 'pending' }) };
  }
  return { kind: 'paid', charge: settle(context, intent, { ...attempt, status: 'succeeded' }) };
};
