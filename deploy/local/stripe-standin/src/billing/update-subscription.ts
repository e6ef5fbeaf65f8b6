import type { StandInContext } from '../context.ts';
import { invalidParam, invalidRequest, noSuch } from '../errors.ts';
import type { InvoiceLineInput, Price, Subscription, SubscriptionItem } from '../objects.ts';
import type { Params } from '../params.ts';
import { timeFor } from './clock.ts';
import { previewInvoice } from './invoices.ts';
import { addInterval, advancePeriods, remainingShare } from './periods.ts';
import { invoiceAndCharge } from './renewals.ts';
import { periodLines, periodOf } from './subscriptions.ts';

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

/** What a plan change bills: an invoice now (`now`), and prorations left for the next invoice (`pending`). */
interface PlanChangeBill {
  now: InvoiceLineInput[] | null;
  pending: InvoiceLineInput[];
}

/**
 * A plan change, prorated as `proration_behavior` says, to the second at `prorationDate` (the update's own
 * time unless given): the items change, and what is to be billed is returned, not billed.
 */
const swapPrices = (
  context: StandInContext,
  subscription: Subscription,
  changes: PriceChange[],
  behavior: ProrationBehavior,
  now: number,
  prorationDate: number,
): PlanChangeBill => {
  const lines: InvoiceLineInput[] = [];
  let periodReset = false;
  for (const { item, price, quantity } of changes) {
    if (behavior !== 'none') lines.push(prorationLine(context, item, item.price, prorationDate, -1));
    // A new interval restarts the billing period now and bills it at once, as Stripe does.
    if (!sameInterval(item.price, price)) {
      periodReset = true;
      item.current_period_start = now;
      item.current_period_end = addInterval(now, price.recurring!.interval, price.recurring!.interval_count);
    }
    item.price = price;
    item.quantity = quantity;
    if (!periodReset && behavior !== 'none')
      lines.push(prorationLine(context, item, price, prorationDate, 1));
  }
  if (periodReset) return { now: [...lines, ...periodLines(context, subscription)], pending: [] };
  if (behavior === 'always_invoice' && lines.length > 0) return { now: lines, pending: [] };
  return { now: null, pending: behavior === 'create_prorations' ? lines : [] };
};

/** A plan change's parameters, all checked before anything changes (also for a preview). */
const planChangeOf = (context: StandInContext, subscription: Subscription, params: Params, now: number) => {
  const changes = priceChanges(context, subscription, params.list('items'));
  const behavior = params.oneOf(
    'proration_behavior',
    ['create_prorations', 'none', 'always_invoice'] as const,
    'create_prorations',
  );
  const prorationDate = params.optionalInteger('proration_date');
  if (prorationDate !== undefined) {
    const { start, end } = periodOf(subscription);
    if (prorationDate < start || prorationDate > end) {
      throw invalidParam(
        params.name('proration_date'),
        `The proration date must be within the current period of the subscription (${start} to ${end}).`,
      );
    }
  }
  return { changes, behavior, prorationDate: prorationDate ?? now };
};

const noUpcomingInvoice = (subscription: Subscription) =>
  invalidRequest(`No upcoming invoices for customer: ${subscription.customer}`, {
    code: 'invoice_upcoming_none',
  });

/** The invoice the subscription's next period would bring, with the prorations waiting for it. */
const renewalPreview = (context: StandInContext, subscription: Subscription, pending: InvoiceLineInput[]) => {
  if (subscription.cancel_at_period_end) throw noUpcomingInvoice(subscription);
  const renewalAt = periodOf(subscription).end;
  advancePeriods(subscription.items);
  const waiting = context.store.pendingProrations.get(subscription.id) ?? [];
  return { lines: [...periodLines(context, subscription), ...waiting, ...pending], at: renewalAt };
};

/**
 * `POST /v1/invoices/create_preview` for a subscription: what an update with `subscription_details`
 * (items, proration_behavior, proration_date) would invoice, computed exactly as the update itself on a
 * copy of the subscription. A change billed at once previews that invoice; otherwise the next renewal's.
 */
export const previewSubscriptionInvoice = (
  context: StandInContext,
  subscription: Subscription,
  details: Params | undefined,
) => {
  if (subscription.status === 'canceled') throw noUpcomingInvoice(subscription);
  const copy = structuredClone(subscription);
  const now = timeFor(context, subscription.customer);
  if (details?.has('proration_date') && details.optionalString('proration_behavior') === 'none') {
    throw invalidParam(
      details.name('proration_date'),
      'proration_date cannot be used with proration_behavior none.',
    );
  }
  const change = details ? planChangeOf(context, copy, details, now) : undefined;
  const bill = change?.changes.length
    ? swapPrices(context, copy, change.changes, change.behavior, now, change.prorationDate)
    : { now: null, pending: [] };
  const prorationDate = change?.changes.length ? change.prorationDate : undefined;
  if (bill.now) {
    return previewInvoice(context, copy, 'subscription_update', bill.now, now, prorationDate);
  }
  const renewal = renewalPreview(context, copy, bill.pending);
  return previewInvoice(context, copy, 'upcoming', renewal.lines, renewal.at, prorationDate);
};

/** `POST /v1/subscriptions/:id`: cancel at period end (or undo it), change prices, metadata. */
export const updateSubscription = (context: StandInContext, subscription: Subscription, params: Params) => {
  if (subscription.status === 'canceled') {
    throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
  }
  const now = timeFor(context, subscription.customer);
  const { changes, behavior, prorationDate } = planChangeOf(context, subscription, params, now);
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
    const bill = swapPrices(context, subscription, changes, behavior, now, prorationDate);
    if (bill.now) invoiceAndCharge(context, subscription, 'subscription_update', bill.now, now);
    const pending = context.store.pendingProrations;
    if (bill.pending.length > 0)
      pending.set(subscription.id, [...(pending.get(subscription.id) ?? []), ...bill.pending]);
  }
  if (Object.keys(previous).length > 0)
    context.events.emit('customer.subscription.updated', subscription, previous);
  return subscription;
};
