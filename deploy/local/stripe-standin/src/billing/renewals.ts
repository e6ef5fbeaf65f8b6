import type { StandInContext } from '../context.ts';
import type { Invoice, InvoiceLineInput, Subscription, TestClock } from '../objects.ts';
import { attemptInvoicePayment, createInvoice } from './invoices.ts';
import { advancePeriods } from './periods.ts';
import { endSubscription, periodLines, periodOf } from './subscriptions.ts';

/** Invoices the subscription now and charges the saved card; an unpaid invoice makes it `past_due`. */
export const invoiceAndCharge = (
  context: StandInContext,
  subscription: Subscription,
  reason: Invoice['billing_reason'],
  lines: InvoiceLineInput[],
  now: number,
) => {
  const invoice = createInvoice(context, subscription, reason, lines, now);
  const paid = attemptInvoicePayment(context, invoice, 'renewal', now);
  if (!paid && subscription.status === 'active') {
    subscription.status = 'past_due';
    context.events.emit('customer.subscription.updated', subscription, { status: 'active' });
  }
  return invoice;
};

/** At a period end: ends a subscription set to cancel then, or starts the next period and bills it. */
const renew = (context: StandInContext, subscription: Subscription, at: number) => {
  if (subscription.cancel_at_period_end) {
    endSubscription(context, subscription, at, 'cancellation_requested');
    return;
  }
  const previous = { items: structuredClone(subscription.items) };
  advancePeriods(subscription.items);
  context.events.emit('customer.subscription.updated', subscription, previous);
  const prorations = context.store.pendingProrations.get(subscription.id) ?? [];
  context.store.pendingProrations.delete(subscription.id);
  invoiceAndCharge(
    context,
    subscription,
    'subscription_cycle',
    [...periodLines(context, subscription), ...prorations],
    at,
  );
};

/** A scheduled retry of an unpaid invoice; when the last one fails the subscription is canceled. */
const retry = (context: StandInContext, invoice: Invoice, at: number) => {
  const subscription = context.store.get<Subscription>(
    invoice.parent.subscription_details.subscription,
    'subscription',
  );
  if (subscription.status === 'canceled') {
    invoice.next_payment_attempt = null;
    return;
  }
  if (attemptInvoicePayment(context, invoice, 'renewal', at)) {
    if (subscription.status === 'past_due') {
      subscription.status = 'active';
      context.events.emit('customer.subscription.updated', subscription, { status: 'past_due' });
    }
    return;
  }
  if (invoice.next_payment_attempt === null) endSubscription(context, subscription, at, 'payment_failed');
};

const nextDue = (context: StandInContext, clock: TestClock, until: number) => {
  const due: { at: number; run: (at: number) => void }[] = [];
  for (const subscription of context.store.all<Subscription>('subscription')) {
    if (subscription.test_clock !== clock.id) continue;
    if (subscription.status !== 'active' && subscription.status !== 'past_due') continue;
    due.push({ at: periodOf(subscription).end, run: (at) => renew(context, subscription, at) });
  }
  for (const invoice of context.store.all<Invoice>('invoice')) {
    if (invoice.test_clock !== clock.id || invoice.status !== 'open' || invoice.next_payment_attempt === null)
      continue;
    due.push({ at: invoice.next_payment_attempt, run: (at) => retry(context, invoice, at) });
  }
  return due.filter((work) => work.at <= until).sort((a, b) => a.at - b.at)[0];
};

/** Moves the clock to `until`, running every renewal and retry that falls due on the way, in time order. */
export const runClockTo = (context: StandInContext, clock: TestClock, until: number) => {
  for (let work = nextDue(context, clock, until); work; work = nextDue(context, clock, until)) {
    clock.frozen_time = work.at;
    work.run(work.at);
  }
  clock.frozen_time = until;
};
