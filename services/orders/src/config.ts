import { serviceConfigSchema } from '@academy/kit';
import { type Static, Type } from 'typebox';

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
  /** Set only for the local Stripe stand-in; unset, the same code talks to api.stripe.com. */
  STRIPE_API_URL: Type.Optional(Type.String()),
});
export type Config = Static<typeof ConfigSchema>;
