import type { StandInContext } from '../context.ts';
import { expand } from '../expand.ts';
import { newId, nowSeconds } from '../ids.ts';
import type { PaymentIntent } from '../objects.ts';
import { readParams } from '../params.ts';
import type { App, ById } from '../routes.ts';

interface PaymentIntentFields {
  amount: number;
  currency: string;
  metadata?: Record<string, string>;
  customer: string | null;
  description?: string | null;
  paymentMethodTypes: string[];
}

/** A PaymentIntent awaiting its payment method; what Stripe leaves optional defaults as Stripe's does. */
export const createPaymentIntent = (context: StandInContext, fields: PaymentIntentFields) => {
  const id = newId('pi');
  const intent: PaymentIntent = {
    id,
    object: 'payment_intent',
    amount: fields.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${id}_secret_${newId('s').slice(2)}`,
    confirmation_method: 'automatic',
    created: nowSeconds(),
    currency: fields.currency,
    customer: fields.customer,
    description: fields.description ?? null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: fields.metadata ?? {},
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_options: {},
    payment_method_types: fields.paymentMethodTypes,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  };
  context.store.save(intent);
  context.events.emit('payment_intent.created', intent);
  return intent;
};

/**
 * The PaymentIntent `existing` names, or a new one from `fields` whose id goes to `keep`: whatever pays
 * (a Checkout Session, an invoice) is charged through one PaymentIntent however many attempts it takes.
 */
export const paymentIntentOnce = (
  context: StandInContext,
  existing: string | null | undefined,
  fields: PaymentIntentFields,
  keep: (id: string) => void,
) => {
  if (existing) return context.store.get<PaymentIntent>(existing, 'payment_intent');
  const intent = createPaymentIntent(context, fields);
  keep(intent.id);
  return intent;
};

export const registerPaymentIntentRoutes = (app: App, context: StandInContext) => {
  app.get<ById>('/v1/payment_intents/:id', async (request) => {
    const intent = context.store.get<PaymentIntent>(request.params.id, 'payment_intent', 'intent');
    return expand(context.store, intent, readParams(request.query).strings('expand'));
  });
};
