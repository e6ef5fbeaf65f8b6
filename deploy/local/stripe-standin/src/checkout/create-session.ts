import type { StandInContext } from '../context.ts';
import { invalidParam, missingParam } from '../errors.ts';
import { newId, nowSeconds } from '../ids.ts';
import type { CheckoutSession, Customer, LineItem } from '../objects.ts';
import type { Params } from '../params.ts';
import { scheduleExpiry } from './expire-session.ts';
import { buildLineItems } from './line-items.ts';

const day = 24 * 60 * 60;

// Stripe asks for 30 minutes to 24 hours; the stand-in accepts any future time so tests can watch expiry.
const expiresAt = (params: Params, created: number) => {
  const value = params.optionalInteger('expires_at');
  if (value === undefined) return created + day;
  if (value <= created || value > created + day) {
    throw invalidParam('expires_at', 'The `expires_at` timestamp must be in the future and within 24 hours.');
  }
  return value;
};

// Stripe refuses recurring prices in `payment` mode and needs at least one in `subscription` mode.
const checkPricesFit = (mode: CheckoutSession['mode'], lineItems: LineItem[]) => {
  const recurring = lineItems.filter((item) => item.price.recurring);
  if (mode === 'payment' && recurring.length > 0) {
    throw invalidParam(
      'line_items',
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
    );
  }
  if (mode === 'subscription' && recurring.length === 0) {
    throw invalidParam(
      'line_items',
      'You must provide at least one recurring price in `subscription` mode when using prices.',
    );
  }
};

/** `POST /v1/checkout/sessions`: an open session with its hosted payment page. */
export const createCheckoutSession = (context: StandInContext, params: Params) => {
  const mode = params.oneOf('mode', ['payment', 'subscription'] as const);
  const items = params.list('line_items');
  if (items.length === 0) throw missingParam('line_items');
  const lineItems = buildLineItems(context, items);
  const created = nowSeconds();
  const id = newId('cs_test', 58);
  const subtotal = lineItems.reduce((sum, item) => sum + item.amount_subtotal, 0);
  const customerEmail = params.optionalString('customer_email') ?? null;
  const customerId = params.optionalString('customer');
  const customer = customerId ? context.store.get<Customer>(customerId, 'customer', 'customer') : undefined;
  checkPricesFit(mode, lineItems);
  const knownEmail = customerEmail ?? customer?.email ?? null;
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: subtotal,
    amount_total: subtotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: params.optionalString('cancel_url') ?? null,
    client_reference_id: params.optionalString('client_reference_id') ?? null,
    client_secret: null,
    consent: null,
    consent_collection: null,
    created,
    currency: lineItems[0]?.currency ?? 'usd',
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: customer?.id ?? null,
    customer_creation: mode === 'payment' && !customer ? 'if_required' : null,
    customer_details: knownEmail ? { email: knownEmail, name: null } : null,
    customer_email: customerEmail,
    discounts: [],
    expires_at: expiresAt(params, created),
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    metadata: params.metadata(),
    mode,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    phone_number_collection: { enabled: false },
    recovered_from: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: params.optionalString('success_url') ?? null,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: `${context.url}/pay/${id}`,
  };
  context.store.save(session);
  context.store.lineItems.set(id, lineItems);
  const intentData = params.optionalObject(mode === 'payment' ? 'payment_intent_data' : 'subscription_data');
  context.store.paymentIntentMetadata.set(id, intentData?.metadata() ?? {});
  scheduleExpiry(context, session);
  return session;
};
