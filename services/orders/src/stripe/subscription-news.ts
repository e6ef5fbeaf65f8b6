import type Stripe from 'stripe';

/** Which Stripe subscription an event is about, and the invoice it reports paid or failed, if any. */
export interface SubscriptionNews {
  stripeSubscriptionId: string;
  paidInvoice?: Stripe.Invoice;
  failedInvoice?: Stripe.Invoice;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id;

const subscriptionOfInvoice = (invoice: Stripe.Invoice) =>
  idOf(invoice.parent?.subscription_details?.subscription);

/**
 * The subscription events the service follows. Whatever the event says, the subscription is read
 * again from Stripe before it is applied, so events arriving late or out of order cannot undo news.
 */
export const subscriptionNewsOfEvent = (event: Stripe.Event): SubscriptionNews | null => {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const id = session.mode === 'subscription' ? idOf(session.subscription) : undefined;
      return id ? { stripeSubscriptionId: id } : null;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { stripeSubscriptionId: event.data.object.id };
    case 'invoice.paid': {
      const id = subscriptionOfInvoice(event.data.object);
      return id ? { stripeSubscriptionId: id, paidInvoice: event.data.object } : null;
    }
    case 'invoice.payment_failed': {
      const id = subscriptionOfInvoice(event.data.object);
      return id ? { stripeSubscriptionId: id, failedInvoice: event.data.object } : null;
    }
    default:
      return null;
  }
};
