import { loadConfig } from '@academy/kit';
import { startStripeStandIn } from '@academy/stripe-standin';
import { buildApp } from '../../../services/orders/src/app.ts';
import { ConfigSchema } from '../../../services/orders/src/config.ts';
import type { TestEnvironment } from './environment.ts';

/**
 * The orders service on its own database with the Stripe stand-in at Stripe's boundary; the
 * stand-in's webhooks go wherever `stripe.setWebhookUrl` points (the BFF, once it listens).
 */
export const startOrders = async (env: TestEnvironment) => {
  const stripe = await startStripeStandIn();
  const shared = await env.serviceConfig('orders');
  // Through the service's own schema, so its defaults (the plan's prices) apply as in production.
  const settings = Object.entries({ ...shared, ...stripe.config }).map(([key, value]) => [
    key,
    String(value),
  ]);
  const config = loadConfig(ConfigSchema, Object.fromEntries(settings));
  return { url: await env.listen(await buildApp(config)), config, stripe };
};
