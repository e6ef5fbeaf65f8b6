import type { StandInContext } from '../context.ts';
import { invalidRequest, missingParam } from '../errors.ts';
import { expand } from '../expand.ts';
import { newId, nowSeconds } from '../ids.ts';
import type { Charge, PaymentIntent, Refund } from '../objects.ts';
import { type Params, readParams } from '../params.ts';
import type { App, ById, Collection } from '../routes.ts';

const chargeToRefund = (context: StandInContext, params: Params) => {
  const intentId = params.optionalString('payment_intent');
  const chargeId = params.optionalString('charge');
  if (!intentId && !chargeId) throw missingParam('payment_intent');
  if (chargeId) return context.store.get<Charge>(chargeId, 'charge', 'charge');
  const intent = context.store.get<PaymentIntent>(intentId as string, 'payment_intent', 'payment_intent');
  const charge = intent.latest_charge
    ? context.store.find<Charge>(intent.latest_charge, 'charge')
    : undefined;
  if (!charge || intent.status !== 'succeeded') {
    throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
      code: 'charge_not_refundable',
      param: 'payment_intent',
    });
  }
  return charge;
};

/** `POST /v1/refunds`: the whole remaining amount by default, never more than was paid. */
const createRefund = (context: StandInContext, params: Params) => {
  const charge = chargeToRefund(context, params);
  const remaining = charge.amount_captured - charge.amount_refunded;
  if (remaining <= 0) {
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, {
      code: 'charge_already_refunded',
    });
  }
  const amount = params.optionalInteger('amount') ?? remaining;
  if (amount <= 0)
    throw invalidRequest('Invalid positive integer', { code: 'parameter_invalid_integer', param: 'amount' });
  if (amount > remaining) {
    throw invalidRequest(
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
      { code: 'amount_too_large', param: 'amount' },
    );
  }
  const refund: Refund = context.store.save({
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: newId('txn'),
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    destination_details: { type: 'card', card: { type: 'refund' } },
    metadata: params.metadata(),
    payment_intent: charge.payment_intent,
    reason: params.optionalString('reason') ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  });
  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount_captured;
  context.events.emit('refund.created', refund);
  context.events.emit('charge.refunded', charge, previous);
  return refund;
};

export const registerRefundRoutes = (app: App, context: StandInContext) => {
  app.post<Collection>('/v1/refunds', async (request) => {
    const params = readParams(request.body);
    return expand(context.store, createRefund(context, params), params.strings('expand'));
  });
  app.get<ById>('/v1/refunds/:id', async (request) => {
    const refund = context.store.get<Refund>(request.params.id, 'refund', 'refund');
    return expand(context.store, refund, readParams(request.query).strings('expand'));
  });
};
