import type { StandInContext } from '../context.ts';
import { newId } from '../ids.ts';
import { formatMoney } from '../money.ts';
import type { InvoiceLineInput, Price, Subscription, SubscriptionItem } from '../objects.ts';
import { addInterval } from './periods.ts';

/** A new subscription (status `incomplete` until its first invoice is paid) starting at `start`. */
export const createSubscription = (
  context: StandInContext,
  fields: {
    customer: string;
    testClock: string | null;
    items: { price: Price; quantity: number }[];
    metadata: Record<string, string>;
    start: number;
  },
) => {
  const id = newId('sub');
  const items = fields.items.map(
    ({ price, quantity }): SubscriptionItem => ({
      id: newId('si', 14),
      object: 'subscription_item',
      created: fields.start,
      current_period_start: fields.start,
      current_period_end: addInterval(
        fields.start,
        price.recurring!.interval,
        price.recurring!.interval_count,
      ),
      discounts: [],
      metadata: {},
      price,
      quantity,
      subscription: id,
      tax_rates: [],
    }),
  );
  const subscription: Subscription = context.store.save({
    id,
    object: 'subscription',
    application: null,
    automatic_tax: { enabled: false, liability: null, disabled_reason: null },
    billing_cycle_anchor: fields.start,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: fields.start,
    currency: fields.items[0]!.price.currency,
    customer: fields.customer,
    days_until_due: null,
    default_payment_method: null,
    description: null,
    discounts: [],
    ended_at: null,
    items: { object: 'list', data: items, has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    metadata: fields.metadata,
    pause_collection: null,
    pending_update: null,
    schedule: null,
    start_date: fields.start,
    status: 'incomplete',
    test_clock: fields.testClock,
    trial_end: null,
    trial_start: null,
  });
  return subscription;
};

export const periodOf = (subscription: Subscription) => {
  const item = subscription.items.data[0]!;
  return { start: item.current_period_start, end: item.current_period_end };
};

/** Invoice lines billing each item for its current period, as Stripe words them. */
export const periodLines = (context: StandInContext, subscription: Subscription): InvoiceLineInput[] =>
  subscription.items.data.map((item) => ({
    amount: item.price.unit_amount * item.quantity,
    description: `${item.quantity} × ${String(context.store.findById(item.price.product)?.name)} (at ${formatMoney(item.price.unit_amount, item.price.currency)} / ${item.price.recurring?.interval})`,
    period: { start: item.current_period_start, end: item.current_period_end },
    quantity: item.quantity,
    price: item.price.id,
    subscriptionItem: item.id,
    proration: false,
  }));

/** Ends the subscription at `at` and sends `customer.subscription.deleted`. */
export const endSubscription = (
  context: StandInContext,
  subscription: Subscription,
  at: number,
  reason: 'cancellation_requested' | 'payment_failed',
) => {
  subscription.status = 'canceled';
  subscription.ended_at = at;
  subscription.canceled_at = subscription.canceled_at ?? at;
  subscription.cancellation_details = { ...subscription.cancellation_details, reason };
  context.events.emit('customer.subscription.deleted', subscription);
};
