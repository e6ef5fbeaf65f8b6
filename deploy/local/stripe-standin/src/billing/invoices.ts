import type { StandInContext } from '../context.ts';
import { newId, nowSeconds } from '../ids.ts';
import type { Customer, Invoice, InvoiceLine, InvoiceLineInput, Subscription } from '../objects.ts';
import { chargeIntent, type Occasion } from '../payments/charge-intent.ts';
import { paymentIntentOnce } from '../resources/payment-intents.ts';

const day = 24 * 60 * 60;
/** Waits before each retry of a failed renewal (Stripe's default schedule retries a few times over two weeks). */
export const retryDelaysDays = [3, 5, 7] as const;

const lineOf = (invoiceId: string, subscription: Subscription, input: InvoiceLineInput): InvoiceLine => ({
  id: newId('il'),
  object: 'line_item',
  amount: input.amount,
  currency: subscription.currency,
  description: input.description,
  discount_amounts: [],
  discountable: !input.proration,
  discounts: [],
  invoice: invoiceId,
  livemode: false,
  metadata: {},
  parent: {
    type: 'subscription_item_details',
    invoice_item_details: null,
    subscription_item_details: {
      invoice_item: null,
      proration: input.proration,
      proration_details: { credited_items: null },
      subscription: subscription.id,
      subscription_item: input.subscriptionItem,
    },
  },
  period: input.period,
  pricing: { type: 'price_details', price_details: { price: input.price }, unit_amount_decimal: null },
  quantity: input.quantity,
  subtotal: input.amount,
  taxes: [],
});

/**
 * The invoice Stripe would make for these lines now, saved nowhere: a customer credit balance pays what
 * it can first. `endingBalance` is the customer's balance once it is made.
 */
const invoiceFields = (
  context: StandInContext,
  subscription: Subscription,
  reason: Invoice['billing_reason'],
  inputs: InvoiceLineInput[],
  now: number,
  id: string,
) => {
  const customer = context.store.get<Customer>(subscription.customer, 'customer');
  const total = inputs.reduce((sum, input) => sum + input.amount, 0);
  const startingBalance = customer.balance as number;
  const credit = Math.min(Math.max(-startingBalance, 0), Math.max(total, 0));
  const amountDue = Math.max(total, 0) - credit;
  const endingBalance = startingBalance + credit + Math.min(total, 0);
  const periods = inputs.map((input) => input.period);
  const invoice: Invoice = {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Academy',
    amount_due: amountDue,
    amount_paid: 0,
    amount_remaining: amountDue,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    billing_reason: reason,
    collection_method: 'charge_automatically',
    created: now,
    currency: subscription.currency,
    customer: customer.id,
    customer_email: customer.email,
    customer_name: customer.name ?? null,
    description: null,
    discounts: [],
    ending_balance: endingBalance,
    hosted_invoice_url: null,
    invoice_pdf: null,
    lines: {
      object: 'list',
      data: inputs.map((input) => lineOf(id, subscription, input)),
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: amountDue > 0 ? now : null,
    number: `${customer.invoice_prefix}-${String(customer.next_invoice_sequence).padStart(4, '0')}`,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
    },
    period_end: Math.max(...periods.map((period) => period.end)),
    period_start: Math.min(...periods.map((period) => period.start)),
    starting_balance: startingBalance,
    status: 'open',
    status_transitions: { finalized_at: now, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: total,
    test_clock: subscription.test_clock,
    total,
  };
  return { invoice, customer, endingBalance };
};

/** A finalized (open) invoice for the subscription; a customer credit balance pays what it can first. */
export const createInvoice = (
  context: StandInContext,
  subscription: Subscription,
  reason: Invoice['billing_reason'],
  inputs: InvoiceLineInput[],
  now: number,
) => {
  const {
    invoice: fields,
    customer,
    endingBalance,
  } = invoiceFields(context, subscription, reason, inputs, now, newId('in'));
  customer.balance = endingBalance;
  const invoice = context.store.save(fields);
  customer.next_invoice_sequence = (customer.next_invoice_sequence as number) + 1;
  subscription.latest_invoice = invoice.id;
  context.events.emit('invoice.created', invoice);
  context.events.emit('invoice.finalized', invoice);
  return invoice;
};

/**
 * A preview of an invoice (`POST /v1/invoices/create_preview`): a draft with an `upcoming_in_…` id and no
 * number, made at `at`, that changes no customer balance and is kept nowhere. `prorationDate` is the time
 * its prorations were computed at, when it previews a change.
 */
export const previewInvoice = (
  context: StandInContext,
  subscription: Subscription,
  reason: Invoice['billing_reason'],
  inputs: InvoiceLineInput[],
  at: number,
  prorationDate: number | undefined,
): Invoice => {
  const { invoice } = invoiceFields(context, subscription, reason, inputs, at, newId('upcoming_in'));
  return {
    ...invoice,
    number: null,
    status: 'draft',
    status_transitions: { ...invoice.status_transitions, finalized_at: null },
    parent: {
      ...invoice.parent,
      subscription_details: {
        ...invoice.parent.subscription_details,
        ...(prorationDate === undefined ? {} : { subscription_proration_date: prorationDate }),
      },
    },
  };
};

const markPaid = (context: StandInContext, invoice: Invoice, now: number) => {
  Object.assign(invoice, {
    status: 'paid',
    amount_paid: invoice.amount_due,
    amount_remaining: 0,
    next_payment_attempt: null,
  });
  invoice.status_transitions.paid_at = now;
  context.events.emit('invoice.paid', invoice);
  context.events.emit('invoice.payment_succeeded', invoice);
};

const intentFor = (context: StandInContext, invoice: Invoice) => {
  const { invoicePaymentIntents } = context.store;
  const fields = {
    amount: invoice.amount_due,
    currency: invoice.currency,
    customer: invoice.customer,
    description:
      invoice.billing_reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
    paymentMethodTypes: ['card'],
  };
  return paymentIntentOnce(context, invoicePaymentIntents.get(invoice.id), fields, (id) =>
    invoicePaymentIntents.set(invoice.id, id),
  );
};

/** One payment attempt with the customer's saved card; a failure schedules the next retry, if any is left. */
export const attemptInvoicePayment = (
  context: StandInContext,
  invoice: Invoice,
  occasion: Occasion,
  now: number,
) => {
  if (invoice.amount_due === 0) {
    markPaid(context, invoice, now);
    return true;
  }
  const entry = context.store.savedMethods.get(invoice.customer);
  const intent = intentFor(context, invoice);
  invoice.attempt_count += 1;
  invoice.attempted = true;
  const result = entry ? chargeIntent(context, intent, entry, occasion) : undefined;
  if (result?.kind === 'paid') {
    markPaid(context, invoice, now);
    return true;
  }
  const delay = retryDelaysDays[invoice.attempt_count - 1];
  invoice.next_payment_attempt = delay === undefined ? null : now + delay * day;
  context.events.emit('invoice.payment_failed', invoice);
  return false;
};

export const invoicePaymentsOf = (context: StandInContext, invoice: Invoice) => {
  const intentId = context.store.invoicePaymentIntents.get(invoice.id);
  const data = intentId
    ? [
        {
          id: `inpay_${intentId.slice(3)}`,
          object: 'invoice_payment',
          amount_paid: invoice.amount_paid,
          amount_requested: invoice.amount_due,
          created: nowSeconds(),
          currency: invoice.currency,
          invoice: invoice.id,
          is_default: true,
          livemode: false,
          payment: { type: 'payment_intent', payment_intent: intentId },
          status: invoice.status === 'paid' ? 'paid' : 'open',
          status_transitions: { canceled_at: null, paid_at: invoice.status_transitions.paid_at },
        },
      ]
    : [];
  return { object: 'list', data, has_more: false, url: `/v1/invoice_payments?invoice=${invoice.id}` };
};
