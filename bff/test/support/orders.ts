import { startStripeStandIn } from '@academy/stripe-standin';
import { buildApp } from '../../../services/orders/src/app.ts';
import type { Config } from '../../../services/orders/src/config.ts';
import type { TestEnvironment } from './environment.ts';

/**
 * The orders service on its own database with the Stripe stand-in at Stripe's boundary; the
 * stand-in's webhooks go wherever `stripe.setWebhookUrl` points (the BFF, once it listens).
 */
export const startOrders = async (env: TestEnvironment) => {
  const stripe = await startStripeStandIn();
  const shared = await env.serviceConfig('orders');
  // The kit's LOG_LEVEL union is typed too narrowly to accept a plain level string.
  const config: Config = { ...shared, LOG_LEVEL: shared.LOG_LEVEL as Config['LOG_LEVEL'], ...stripe.config };
  return { url: await env.listen(await buildApp(config)), config, stripe };
};
