import type { StandInContext } from '../context.ts';
import { expand } from '../expand.ts';
import { newId, nowSeconds } from '../ids.ts';
import type { Charge, PaymentIntent } from '../objects.ts';
import { readParams } from '../params.ts';
import type { App, ById } from '../routes.ts';
import type { TestMethod } from '../test-cards.ts';

export interface ChargeAttempt {
  method: TestMethod;
  expMonth: number;
  expYear: number;
  email: string | null;
  status: Charge['status'];
  failure?: { code: string; declineCode?: string; message: string };
}

const methodDetails = ({ method, expMonth, expYear }: ChargeAttempt) =>
  method.type === 'card'
    ? {
        type: 'card',
        card: {
          brand: method.brand,
          checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
          country: 'US',
          exp_month: expMonth,
          exp_year: expYear,
          fingerprint: `fp${method.last4}${method.brand}`,
          funding: 'credit',
          last4: method.last4,
          network: method.brand,
          three_d_secure: null,
          wallet: null,
        },
      }
    : { type: 'sepa_debit', sepa_debit: { bank_code: '37040044', country: 'DE', last4: method.last4 } };

/** A charge of a PaymentIntent with a test method: succeeded, pending (delayed methods) or failed. */
export const createCharge = (context: StandInContext, intent: PaymentIntent, attempt: ChargeAttempt) => {
  const succeeded = attempt.status === 'succeeded';
  const charge: Charge = {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: succeeded ? intent.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: succeeded ? newId('txn') : null,
    billing_details: { address: null, email: attempt.email, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: 'ACADEMY',
    captured: succeeded,
    created: nowSeconds(),
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: attempt.failure?.code ?? null,
    failure_message: attempt.failure?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: intent.metadata,
    on_behalf_of: null,
    outcome: {
      network_status: attempt.status === 'failed' ? 'declined_by_network' : 'approved_by_network',
      reason: attempt.failure?.declineCode ?? attempt.failure?.code ?? null,
      risk_level: 'normal',
      seller_message:
        attempt.status === 'failed' ? 'The bank did not return any further details.' : 'Payment complete.',
      type: attempt.status === 'failed' ? 'issuer_declined' : 'authorized',
    },
    paid: succeeded,
    payment_intent: intent.id,
    payment_method: newId('pm'),
    payment_method_details: methodDetails(attempt),
    receipt_email: intent.receipt_email ?? null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: attempt.status,
    transfer_data: null,
    transfer_group: null,
  };
  context.store.save(charge);
  return charge;
};

export const registerChargeRoutes = (app: App, context: StandInContext) => {
  app.get<ById>('/v1/charges/:id', async (request) => {
    const charge = context.store.get<Charge>(request.params.id, 'charge', 'charge');
    return expand(context.store, charge, readParams(request.query).strings('expand'));
  });
};
