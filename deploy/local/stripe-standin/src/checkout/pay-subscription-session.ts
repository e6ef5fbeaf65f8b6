import { timeFor } from '../billing/clock.ts';
import { attemptInvoicePayment, createInvoice } from '../billing/invoices.ts';
import { createSubscription, periodLines } from '../billing/subscriptions.ts';
import type { StandInContext } from '../context.ts';
import type { CardEntry, CheckoutSession, Customer } from '../objects.ts';
import { chargeIntent } from '../payments/charge-intent.ts';
import { createCustomer } from '../resources/customers.ts';
import { createPaymentIntent } from '../resources/payment-intents.ts';
import { completeSession, type PaymentResult } from './pay-session.ts';

// A card that declines at once never gets a subscription: the attempt is a failed PaymentIntent, as in Checkout.
const declineFirstPayment = (context: StandInContext, session: CheckoutSession, entry: CardEntry) => {
  const intent = createPaymentIntent(context, {
    amount: session.amount_total,
    currency: session.currency,
    customer: session.customer,
    description: 'Subscription creation',
    paymentMethodTypes: ['card'],
  });
  return chargeIntent(context, intent, entry, 'first-invoice');
};

const willDecline = (entry: CardEntry) => entry.method.behaviour.kind === 'declines';

/**
 * Paying a `subscription` mode session: the customer (created if the session had none) saves the card, the
 * subscription starts at the customer's clock time and its first invoice is paid.
 */
export const paySubscriptionSession = (
  context: StandInContext,
  session: CheckoutSession,
  entry: CardEntry,
): PaymentResult => {
  if (entry.method.type !== 'card')
    return { kind: 'declined', message: 'Subscriptions can only be paid by card.' };
  if (willDecline(entry)) {
    const result = declineFirstPayment(context, session, entry);
    return {
      kind: 'declined',
      message: result.kind === 'declined' ? result.message : 'Your card was declined.',
    };
  }
  const customer = session.customer
    ? context.store.get<Customer>(session.customer, 'customer')
    : createCustomer(context, { email: session.customer_details?.email ?? entry.email });
  context.store.savedMethods.set(customer.id, entry);
  const subscription = createSubscription(context, {
    customer: customer.id,
    testClock: customer.test_clock,
    items: (context.store.lineItems.get(session.id) ?? []).map((item) => ({
      price: item.price,
      quantity: item.quantity,
    })),
    metadata: context.store.paymentIntentMetadata.get(session.id) ?? {},
    start: timeFor(context, customer.id),
  });
  const now = timeFor(context, customer.id);
  const invoice = createInvoice(
    context,
    subscription,
    'subscription_create',
    periodLines(context, subscription),
    now,
  );
  attemptInvoicePayment(context, invoice, 'first-invoice', now);
  const intentId = context.store.invoicePaymentIntents.get(invoice.id);
  const paymentMethod = intentId ? (context.store.findById(intentId)?.payment_method as string | null) : null;
  customer.invoice_settings.default_payment_method = paymentMethod ?? null;
  subscription.default_payment_method = paymentMethod ?? null;
  subscription.status = 'active';
  context.events.emit('customer.subscription.created', subscription);
  Object.assign(session, { customer: customer.id, subscription: subscription.id, invoice: invoice.id });
  completeSession(context, session, entry, true);
  return { kind: 'completed' };
};
