import { fileURLToPath } from 'node:url';
import { startService } from '@academy/kit';
import type { Config } from './config.ts';
import * as schema from './db/schema.ts';
import { subscriptions } from './events/subscriptions.ts';
import { registerSupportRoutes } from './routes/support/index.ts';

const migrationsFolder = fileURLToPath(new URL('./db/migrations', import.meta.url));

export const buildApp = async (config: Config) => {
  const { app, context } = await startService('support', config, { schema, migrationsFolder, subscriptions });
  registerSupportRoutes(app, context);
  return app;
};
