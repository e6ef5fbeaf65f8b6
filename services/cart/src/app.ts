import { fileURLToPath } from 'node:url';
import { connectPlatform, createApp, createAuthGuards } from '@academy/kit';
import type { Config } from './config.ts';
import type { CartContext } from './context.ts';
import * as schema from './db/schema.ts';
import { registerSubscriptions } from './events/subscriptions.ts';
import { registerCartRoutes } from './routes/cart/index.ts';

const migrationsFolder = fileURLToPath(new URL('./db/migrations', import.meta.url));

export const buildApp = async (config: Config) => {
  const app = createApp({ name: 'cart', logLevel: config.LOG_LEVEL });
  const platform = await connectPlatform(app, { name: 'cart', config, schema, migrationsFolder });
  const context: CartContext = {
    db: platform.db,
    relay: platform.relay,
    guards: createAuthGuards({ publicKey: config.JWT_PUBLIC_KEY }),
  };
  await registerSubscriptions(platform);
  registerCartRoutes(app, context);
  return app;
};
