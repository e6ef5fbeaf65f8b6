import { fileURLToPath } from 'node:url';
import { connectPlatform, createApp, createAuthGuards } from '@academy/kit';
import type { Config } from './config.ts';
import type { OrdersContext } from './context.ts';
import * as schema from './db/schema.ts';
import { registerSubscriptions } from './events/subscriptions.ts';
import { registerOrderRoutes } from './routes/orders/index.ts';
import { registerPaymentRoutes } from './routes/payments/index.ts';
import { registerSubscriptionRoutes } from './routes/subscriptions/index.ts';
import { createStripe } from './stripe/client.ts';
import { createPlanPrices } from './stripe/plan-prices.ts';

const migrationsFolder = fileURLToPath(new URL('./db/migrations', import.meta.url));

export const buildApp = async (config: Config) => {
  const app = createApp({ name: 'orders', logLevel: config.LOG_LEVEL });
  const platform = await connectPlatform(app, { name: 'orders', config, schema, migrationsFolder });
  const stripe = createStripe(config);
  const context: OrdersContext = {
    config,
    db: platform.db,
    relay: platform.relay,
    guards: createAuthGuards({ publicKey: config.JWT_PUBLIC_KEY }),
    stripe,
    plan: createPlanPrices(stripe, config),
  };
  await registerSubscriptions(platform);
  registerOrderRoutes(app, context);
  await registerPaymentRoutes(app, context);
  registerSubscriptionRoutes(app, context);
  return app;
};
