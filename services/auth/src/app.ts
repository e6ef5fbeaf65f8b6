import { fileURLToPath } from 'node:url';
import { connectPlatform, createApp, createAuthGuards, createObjectStore } from '@academy/kit';
import { ensureAdminAccount } from './commands/ensure-admin-account.ts';
import { createSessionIssuer } from './commands/issue-session.ts';
import type { Config } from './config.ts';
import type { AuthContext } from './context.ts';
import * as schema from './db/schema.ts';
import { registerSubscriptions } from './events/subscriptions.ts';
import { startMailRelay } from './mail/mail-relay.ts';
import { registerAvatarRoutes } from './routes/avatars/index.ts';
import { registerCategoryRoutes } from './routes/category/index.ts';
import { registerPasswordResetRoutes } from './routes/password-resets/index.ts';
import { registerSessionRoutes } from './routes/sessions/index.ts';
import { registerStatsRoutes } from './routes/stats/index.ts';
import { registerSupportRoutes } from './routes/support/index.ts';
import { registerBillingCycleRoutes } from './routes/users/billing-cycle.ts';
import { registerUserRoutes } from './routes/users/index.ts';
import { registerPasswordRoutes } from './routes/users/password.ts';
import { registerPreferenceRoutes } from './routes/users/preferences.ts';

const migrationsFolder = fileURLToPath(new URL('./db/migrations', import.meta.url));

export const buildApp = async (config: Config) => {
  const app = createApp({ name: 'auth', logLevel: config.LOG_LEVEL });
  const store = createObjectStore(config);
  await store.ensureBucket();
  const platform = await connectPlatform(app, {
    name: 'auth',
    config,
    schema,
    migrationsFolder,
    readiness: { storage: store.ping },
  });
  const mail = startMailRelay({ db: platform.db, directory: config.MAIL_SINK_DIR, logger: app.log });
  app.addHook('onClose', () => mail.stop());
  await registerSubscriptions(platform, config);
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await ensureAdminAccount(platform.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    platform.relay.wake();
  }

  const context: AuthContext = {
    config,
    db: platform.db,
    relay: platform.relay,
    guards: createAuthGuards({ publicKey: config.JWT_PUBLIC_KEY }),
    sessions: createSessionIssuer(config),
    store,
  };
  for (const register of [
    registerUserRoutes,
    registerCategoryRoutes,
    registerBillingCycleRoutes,
    registerPreferenceRoutes,
    registerPasswordRoutes,
    registerPasswordResetRoutes,
    registerSessionRoutes,
    registerAvatarRoutes,
    registerStatsRoutes,
    registerSupportRoutes,
  ]) {
    register(app, context);
  }
  return app;
};
