import { fileURLToPath } from 'node:url';
import { connectPlatform, createApp, createAuthGuards } from '@academy/kit';
import type { Config } from './config.ts';
import type { OrdersContext } from './context.ts';
import * as schema from './db/schema.ts';
import { registerSubscriptions } from './events/subscriptions.ts';
import { registerCouponRoutes } from './routes/coupons/index.ts';
import { registerOrderRoutes } from './routes/orders/index.ts';
import { registerPaymentRoutes } from './routes/payments/index.ts';
import { createStripe } from './stripe/client.ts';

const migrationsFolder = fileURLToPath(new URL('./db/migrations', import.meta.url));

export const buildApp = async (config: Config) => {
  const app = createApp({ name: 'orders', logLevel: config.LOG_LEVEL });
  const platform = await connectPlatform(app, { name: 'orders', config, schema, migrationsFolder });
  const context: OrdersContext = {
    config,
    db: platform.db,
    relay: platform.relay,
    guards: createAuthGuards({ publicKey: config.JWT_PUBLIC_KEY }),
    stripe: createStripe(config),
  };
  await registerSubscriptions(platform);
  registerOrderRoutes(app, context);
  registerCouponRoutes(app, context);
  await registerPaymentRoutes(app, context);
  return app;
};
