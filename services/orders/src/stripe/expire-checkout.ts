import { conflict } from '@academy/kit';
import type Stripe from 'stripe';

/**
 * Closes an order's Checkout Session so it can no longer be paid; one already expired is fine, one
 * already paid means the order is being paid (409).
 */
export const expireCheckout = async (stripe: Stripe, sessionId: string) => {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  if (session.status === 'complete')
    throw conflict("This order's checkout is already complete", 'ALREADY_PAID');
  if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId);
};
