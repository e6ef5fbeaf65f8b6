import type { StandInContext } from '../context.ts';
import type { CardEntry, Charge, CheckoutSession, PaymentIntent } from '../objects.ts';
import { chargeIntent } from '../payments/charge-intent.ts';
import { paymentIntentOnce } from '../resources/payment-intents.ts';

export type PaymentResult = { kind: 'completed' } | { kind: 'declined'; message: string };

const intentOf = (context: StandInContext, session: CheckoutSession, entry: CardEntry) => {
  const fields = {
    amount: session.amount_total,
    currency: session.currency,
    metadata: context.store.paymentIntentMetadata.get(session.id) ?? {},
    customer: session.customer,
    paymentMethodTypes: [entry.method.type],
  };
  return paymentIntentOnce(context, session.payment_intent, fields, (id) => {
    session.payment_intent = id;
  });
};

/** Marks the session complete (paid or, for delayed methods, not yet) and sends `checkout.session.completed`. */
export const completeSession = (
  context: StandInContext,
  session: CheckoutSession,
  entry: CardEntry,
  paid: boolean,
) => {
  session.status = 'complete';
  session.payment_status = paid ? 'paid' : 'unpaid';
  session.url = null;
  session.customer_details = {
    ...(session.customer_details ?? {}),
    email: session.customer_details?.email ?? entry.email,
    name: null,
  };
  context.events.emit('checkout.session.completed', session);
};

/** What submitting the hosted page with a valid test method does to an open `payment` mode session. */
export const payPaymentSession = (
  context: StandInContext,
  session: CheckoutSession,
  entry: CardEntry,
): PaymentResult => {
  const intent = intentOf(context, session, entry);
  const result = chargeIntent(context, intent, entry, 'one-off');
  if (result.kind === 'declined') return { kind: 'declined', message: result.message };
  completeSession(context, session, entry, result.kind === 'paid');
  if (result.kind === 'processing') {
    const { behaviour } = entry.method;
    const succeeds = behaviour.kind === 'settles-later' && behaviour.succeeds;
    context.timers.after(context.asyncPaymentDelayMs, () =>
      settleLater(context, session, intent, result.charge, succeeds),
    );
  }
  return { kind: 'completed' };
};

const settleLater = (
  context: StandInContext,
  session: CheckoutSession,
  intent: PaymentIntent,
  charge: Charge,
  succeeds: boolean,
) => {
  if (succeeds) {
    Object.assign(charge, {
      status: 'succeeded',
      paid: true,
      captured: true,
      amount_captured: intent.amount,
    });
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    session.payment_status = 'paid';
    context.events.emit('charge.succeeded', charge);
    context.events.emit('payment_intent.succeeded', intent);
    context.events.emit('checkout.session.async_payment_succeeded', session);
    return;
  }
  const failure = { code: 'payment_method_provider_decline', message: 'The debit was returned by the bank.' };
  Object.assign(charge, { status: 'failed', failure_code: failure.code, failure_message: failure.message });
  intent.status = 'requires_payment_method';
  intent.last_payment_error = { type: 'invalid_request_error', ...failure, charge: charge.id };
  context.events.emit('charge.failed', charge);
  context.events.emit('payment_intent.payment_failed', intent);
  context.events.emit('checkout.session.async_payment_failed', session);
};
