import type { StandInContext } from '../context.ts';
import { invalidRequest } from '../errors.ts';
import { nowSeconds } from '../ids.ts';
import type { CheckoutSession, PaymentIntent } from '../objects.ts';

/** Expires an open session (its PaymentIntent, if an attempt made one, is canceled) and sends the event. */
export const expireSession = (context: StandInContext, session: CheckoutSession) => {
  if (session.status !== 'open') {
    throw invalidRequest('Only Checkout Sessions with a status in ["open"] can be expired.', {
      code: 'checkout_session_not_open',
    });
  }
  session.status = 'expired';
  session.url = null;
  if (session.payment_intent) {
    const intent = context.store.get<PaymentIntent>(session.payment_intent, 'payment_intent');
    Object.assign(intent, {
      status: 'canceled',
      canceled_at: nowSeconds(),
      cancellation_reason: 'abandoned',
    });
    context.events.emit('payment_intent.canceled', intent);
  }
  context.events.emit('checkout.session.expired', session);
  return session;
};

/** Expires the session when its `expires_at` passes, unless it was paid or expired before. */
export const scheduleExpiry = (context: StandInContext, session: CheckoutSession) => {
  context.timers.after(session.expires_at * 1000 - Date.now(), () => {
    if (session.status === 'open') expireSession(context, session);
  });
};
