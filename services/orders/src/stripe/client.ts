import Stripe from 'stripe';
import type { Config } from '../config.ts';
import { stripeClientOptions } from './client-options.ts';

/** The one Stripe client of the service; with STRIPE_API_URL it talks to the local stand-in. */
export const createStripe = (config: Config) =>
  new Stripe(config.STRIPE_SECRET_KEY, {
    ...(config.STRIPE_API_URL ? stripeClientOptions(config.STRIPE_API_URL) : {}),
    maxNetworkRetries: 2,
  });
