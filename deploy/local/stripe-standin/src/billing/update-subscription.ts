import type { StandInContext } from '../context.ts';
import { invalidParam, invalidRequest, noSuch } from '../errors.ts';
import type { InvoiceLineInput, Price, Subscription, SubscriptionItem } from '../objects.ts';
import type { Params } from '../params.ts';
import { timeFor } from './clock.ts';
import { addInterval, remainingShare } from './periods.ts';
import { invoiceAndCharge } from './renewals.ts';
import { periodLines } from './subscriptions.ts';

type ProrationBehavior = 'create_prorations' | 'none' | 'always_invoice';

const day = (time: number) =>
  new Date(time * 1000).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

const productName = (context: StandInContext, price: Price) =>
  String(context.store.findById(price.product)?.name);

const prorationLine = (
  context: StandInContext,
  item: SubscriptionItem,
  price: Price,
  now: number,
  sign: 1 | -1,
): InvoiceLineInput => {
  const period = { start: item.current_period_start, end: item.current_period_end };
  return {
    amount: sign * Math.round(price.unit_amount * item.quantity * remainingShare(now, period)),
    description: `${sign < 0 ? 'Unused' : 'Remaining'} time on ${item.quantity} × ${productName(context, price)} after ${day(now)}`,
    period: { start: now, end: period.end },
    quantity: item.quantity,
    price: price.id,
    subscriptionItem: item.id,
    proration: true,
  };
};

const newPriceFor = (context: StandInContext, subscription: Subscription, params: Params) => {
  const price = context.store.get<Price>(params.string('price'), 'price', params.name('price'));
  if (!price.recurring) {
    throw invalidParam(
      params.name('price'),
      'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
    );
  }
  if (price.currency !== subscription.currency) {
    throw invalidParam(
      params.name('price'),
      `The price specified has currency ${price.currency}; the subscription is billed in ${subscription.currency}.`,
    );
  }
  return price;
};

interface PriceChange {
  item: SubscriptionItem;
  price: Price;
  quantity: number;
}

/** `items[n][id]` + `items[n][price]`, all checked before anything changes. */
const priceChanges = (context: StandInContext, subscription: Subscription, items: Params[]) =>
  items.map((params): PriceChange => {
    const itemId = params.string('id');
    const item = subscription.items.data.find((found) => found.id === itemId);
    if (!item) throw noSuch('subscription item', itemId, params.name('id'));
    const price = newPriceFor(context, subscription, params);
    return { item, price, quantity: params.optionalInteger('quantity') ?? item.quantity };
  });

const sameInterval = (a: Price, b: Price) =>
  a.recurring!.interval === b.recurring!.interval &&
  a.recurring!.interval_count === b.recurring!.interval_count;

/** A plan change, prorated as `proration_behavior` says. */
const swapPrices = (
  context: StandInContext,
  subscription: Subscription,
  changes: PriceChange[],
  behavior: ProrationBehavior,
  now: number,
) => {
  const lines: InvoiceLineInput[] = [];
  let periodReset = false;
  for (const { item, price, quantity } of changes) {
    if (behavior !== 'none') lines.push(prorationLine(context, item, item.price, now, -1));
    // A new interval restarts the billing period now and bills it at once, as Stripe does.
    if (!sameInterval(item.price, price)) {
      periodReset = true;
      item.current_period_start = now;
      item.current_period_end = addInterval(now, price.recurring!.interval, price.recurring!.interval_count);
    }
    item.price = price;
    item.quantity = quantity;
    if (!periodReset && behavior !== 'none') lines.push(prorationLine(context, item, price, now, 1));
  }
  const pending = context.store.pendingProrations;
  if (periodReset) {
    invoiceAndCharge(
      context,
      subscription,
      'subscription_update',
      [...lines, ...periodLines(context, subscription)],
      now,
    );
  } else if (behavior === 'always_invoice' && lines.length > 0) {
    invoiceAndCharge(context, subscription, 'subscription_update', lines, now);
  } else if (behavior === 'create_prorations') {
    pending.set(subscription.id, [...(pending.get(subscription.id) ?? []), ...lines]);
  }
};

/** `POST /v1/subscriptions/:id`: cancel at period end (or undo it), change prices, metadata. */
export const updateSubscription = (context: StandInContext, subscription: Subscription, params: Params) => {
  if (subscription.status === 'canceled') {
    throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
  }
  const changes = priceChanges(context, subscription, params.list('items'));
  const behavior = params.oneOf(
    'proration_behavior',
    ['create_prorations', 'none', 'always_invoice'] as const,
    'create_prorations',
  );
  const now = timeFor(context, subscription.customer);
  const previous: Record<string, unknown> = {};
  const cancel = params.optionalBoolean('cancel_at_period_end');
  if (cancel !== undefined && cancel !== subscription.cancel_at_period_end) {
    const { cancel_at_period_end, cancel_at, canceled_at, cancellation_details } = subscription;
    Object.assign(previous, { cancel_at_period_end, cancel_at, canceled_at, cancellation_details });
    subscription.cancel_at_period_end = cancel;
    subscription.cancel_at = cancel ? subscription.items.data[0]!.current_period_end : null;
    subscription.canceled_at = cancel ? now : null;
    subscription.cancellation_details = {
      ...cancellation_details,
      reason: cancel ? 'cancellation_requested' : null,
    };
  }
  if (params.has('metadata')) {
    previous.metadata = subscription.metadata;
    subscription.metadata = { ...subscription.metadata, ...params.metadata() };
  }
  if (changes.length > 0) {
    previous.items = structuredClone(subscription.items);
    swapPrices(context, subscription, changes, behavior, now);
  }
  if (Object.keys(previous).length > 0)
    context.events.emit('customer.subscription.updated', subscription, previous);
  return subscription;
};
