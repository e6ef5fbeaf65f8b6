import { fileURLToPath } from 'node:url';
import { startService } from '@academy/kit';
import { scheduleUnpaidCouponRelease } from './commands/release-unpaid-coupons.ts';
import { type Config, sellerOf } from './config.ts';
import type { OrdersContext } from './context.ts';
import * as schema from './db/schema.ts';
import { subscriptions } from './events/subscriptions.ts';
import { registerCouponRoutes } from './routes/coupons/index.ts';
import { registerOrderRoutes } from './routes/orders/index.ts';
import { registerPaymentRoutes } from './routes/payments/index.ts';
import { registerSubscriptionRoutes } from './routes/subscriptions/index.ts';
import { createStripe } from './stripe/client.ts';
import { createPlanPrices } from './stripe/plan-prices.ts';

const migrationsFolder = fileURLToPath(new URL('./db/migrations', import.meta.url));

/** `now` dates payments and refunds; tests pass a clock to pay on 31 March and 1 April. */
export const buildApp = async (config: Config, now: () => Date = () => new Date()) => {
  const seller = sellerOf(config);
  const service = await startService('orders', config, { schema, migrationsFolder, subscriptions });
  const stripe = createStripe(config);
  const context: OrdersContext = {
    ...service.context,
    config,
    stripe,
    plan: createPlanPrices(stripe, config),
    seller,
    now,
  };
  registerOrderRoutes(service.app, context);
  registerCouponRoutes(service.app, context);
  await registerPaymentRoutes(service.app, context);
  registerSubscriptionRoutes(service.app, context);
  const stopReleasing = scheduleUnpaidCouponRelease(context, service.app.log);
  service.app.addHook('onClose', stopReleasing);
  return service.app;
};
