import type { TestMethod } from './test-cards.ts';

/** The fields of stored Stripe objects that the stand-in reads or changes; replies carry more (see builders). */
export interface StripeObject {
  id: string;
  object: string;
  [field: string]: unknown;
}

export interface LineItem extends StripeObject {
  object: 'item';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  description: string;
  quantity: number;
  price: Price;
}

export interface CheckoutSession extends StripeObject {
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  customer: string | null;
  customer_email: string | null;
  customer_details: { email: string | null; name: string | null } | null;
  success_url: string | null;
  cancel_url: string | null;
  expires_at: number;
  payment_intent: string | null;
  subscription: string | null;
  metadata: Record<string, string>;
  url: string | null;
}

export interface PaymentIntent extends StripeObject {
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
  latest_charge: string | null;
  last_payment_error: Record<string, unknown> | null;
  metadata: Record<string, string>;
  customer: string | null;
}

export interface Charge extends StripeObject {
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  currency: string;
  status: 'succeeded' | 'pending' | 'failed';
  paid: boolean;
  refunded: boolean;
  payment_intent: string | null;
}

export interface Refund extends StripeObject {
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string | null;
}

export interface Customer extends StripeObject {
  object: 'customer';
  email: string | null;
  test_clock: string | null;
  invoice_settings: { default_payment_method: string | null; [field: string]: unknown };
}

export interface Price extends StripeObject {
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number;
  product: string;
  lookup_key: string | null;
  recurring: { interval: 'month' | 'year'; interval_count: number; [field: string]: unknown } | null;
}

export interface TestClock extends StripeObject {
  object: 'test_helpers.test_clock';
  frozen_time: number;
  status: 'ready' | 'advancing' | 'internal_failure';
}

export interface SubscriptionItem extends StripeObject {
  object: 'subscription_item';
  price: Price;
  quantity: number;
  subscription: string;
  current_period_start: number;
  current_period_end: number;
}

export interface Subscription extends StripeObject {
  object: 'subscription';
  status: 'active' | 'past_due' | 'canceled' | 'incomplete' | 'unpaid';
  customer: string;
  currency: string;
  items: { object: 'list'; data: SubscriptionItem[]; has_more: boolean; url: string };
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  latest_invoice: string | null;
  default_payment_method: string | null;
  metadata: Record<string, string>;
  test_clock: string | null;
  cancellation_details: { comment: string | null; feedback: string | null; reason: string | null };
}

export interface InvoiceLine extends StripeObject {
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  period: { start: number; end: number };
  quantity: number;
}

export interface Invoice extends StripeObject {
  object: 'invoice';
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  customer: string;
  currency: string;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  next_payment_attempt: number | null;
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'upcoming';
  lines: { object: 'list'; data: InvoiceLine[]; has_more: boolean; url: string };
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: {
      subscription: string;
      metadata: Record<string, string>;
      /** Only on previews of a change: the time its prorations were computed at. */
      subscription_proration_date?: number;
    };
  };
  period_start: number;
  period_end: number;
  status_transitions: { finalized_at: number | null; paid_at: number | null; [field: string]: unknown };
}

/** A test payment method as typed on the hosted page (or saved on a customer for renewals). */
export interface CardEntry {
  method: TestMethod;
  expMonth: number;
  expYear: number;
  email: string | null;
}

/** One line of an invoice to be made: a subscription period or a proration. */
export interface InvoiceLineInput {
  amount: number;
  description: string;
  period: { start: number; end: number };
  quantity: number;
  price: string;
  subscriptionItem: string;
  proration: boolean;
}
