import type { StandInContext } from '../context.ts';
import type { CardEntry, CheckoutSession } from '../objects.ts';
import { type PaymentResult, payPaymentSession } from './pay-session.ts';
import { paySubscriptionSession } from './pay-subscription-session.ts';

/** Submitting the hosted page of an open session with a valid test method. */
export const paySession = (
  context: StandInContext,
  session: CheckoutSession,
  entry: CardEntry,
): PaymentResult =>
  session.mode === 'subscription'
    ? paySubscriptionSession(context, session, entry)
    : payPaymentSession(context, session, entry);
