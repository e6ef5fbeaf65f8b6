import { serviceConfigSchema } from '@academy/kit';
import { type Static, Type } from 'typebox';
import { checkGstin } from './domain/gst.ts';

export const ConfigSchema = serviceConfigSchema(4106, {
  /** Where learners reach the academy: Stripe sends them back to its checkout pages. */
  PUBLIC_URL: Type.String({ default: 'http://localhost:8080' }),
  STRIPE_SECRET_KEY: Type.String({ minLength: 1 }),
  STRIPE_PUBLISHABLE_KEY: Type.String({ minLength: 1 }),
  STRIPE_WEBHOOK_SECRET: Type.String({ minLength: 1 }),
  /** The All Access plan's prices in minor units; Stripe prices are found (or made) by lookup_key. */
  SUBSCRIPTION_CURRENCY: Type.String({ minLength: 3, maxLength: 3, default: 'inr' }),
  SUBSCRIPTION_MONTHLY_MINOR: Type.Integer({ minimum: 1, default: 99900 }),
  SUBSCRIPTION_YEARLY_MINOR: Type.Integer({ minimum: 1, default: 999900 }),
  /** The seller printed on tax invoices and credit notes (demo defaults: a Karnataka business). */
  SELLER_LEGAL_NAME: Type.String({ minLength: 1, default: 'Academy Learning Private Limited' }),
  SELLER_GSTIN: Type.String({ minLength: 15, maxLength: 15, default: '29AAGCB7383J1Z4' }),
  SELLER_ADDRESS: Type.String({ minLength: 1, default: '12 MG Road, Bengaluru, Karnataka 560001' }),
  /** The seller's GST state: a buyer in this state pays CGST + SGST, one elsewhere IGST. */
  SELLER_STATE_CODE: Type.String({ pattern: '^(0[1-9]|[12][0-9]|3[0-8])$', default: '29' }),
  /** Set only for the local Stripe stand-in; unset, the same code talks to api.stripe.com. */
  STRIPE_API_URL: Type.Optional(Type.String()),
});
export type Config = Static<typeof ConfigSchema>;

/** The seller on every tax document, checked at start: a GSTIN that fails its check or names another state stops the service. */
export const sellerOf = (config: Config) => {
  const gstin = checkGstin(config.SELLER_GSTIN);
  if (!gstin.ok) throw new Error(`SELLER_GSTIN: ${gstin.reason}`);
  if (gstin.stateCode !== config.SELLER_STATE_CODE) {
    throw new Error(
      `SELLER_STATE_CODE ${config.SELLER_STATE_CODE} differs from SELLER_GSTIN's state ${gstin.stateCode}`,
    );
  }
  return {
    legalName: config.SELLER_LEGAL_NAME,
    gstin: gstin.gstin,
    address: config.SELLER_ADDRESS,
    stateCode: config.SELLER_STATE_CODE,
  };
};
export type Seller = ReturnType<typeof sellerOf>;
