import { fileURLToPath } from 'node:url';
import { createObjectStore, startService } from '@academy/kit';
import { ensureAdminAccount } from './commands/ensure-admin-account.ts';
import { createSessionIssuer } from './commands/issue-session.ts';
import type { Config } from './config.ts';
import type { AuthContext } from './context.ts';
import * as schema from './db/schema.ts';
import { createPasswordHashing, hashingLimits, registerHashingRefusals } from './domain/password-hashing.ts';
import { subscriptionsFor } from './events/subscriptions.ts';
import { watchMailOutbox } from './mail/mail-metrics.ts';
import { startMailSender } from './mail/mail-sender.ts';
import { DEFAULT_RENEWAL_REMINDER_DAYS, startRenewalReminders } from './mail/renewal-reminders.ts';
import { createSmtpTransport } from './mail/smtp-transport.ts';
import { registerAdminUserRoutes } from './routes/admin-users/index.ts';
import { registerAvatarRoutes } from './routes/avatars/index.ts';
import { registerCategoryRoutes } from './routes/category/index.ts';
import { registerEmailChangeRoutes } from './routes/email-changes/index.ts';
import { registerEmailConfirmationRoutes } from './routes/email-confirmations/index.ts';
import { registerPasswordResetRoutes } from './routes/password-resets/index.ts';
import { registerSessionRoutes } from './routes/sessions/index.ts';
import { registerStatsRoutes } from './routes/stats/index.ts';
import { registerUnsubscribeRoutes } from './routes/unsubscribes/index.ts';
import { registerUserRoutes } from './routes/users/index.ts';
import { registerPasswordRoutes } from './routes/users/password.ts';
import { registerPreferenceRoutes } from './routes/users/preferences.ts';

const migrationsFolder = fileURLToPath(new URL('./db/migrations', import.meta.url));

export const buildApp = async (config: Config) => {
  const store = createObjectStore(config);
  const subscriptions = subscriptionsFor(config);
  const service = await startService('auth', config, { schema, migrationsFolder, subscriptions, store });
  const { app, platform } = service;
  const passwords = createPasswordHashing(
    hashingLimits({ concurrency: config.PASSWORD_HASH_CONCURRENCY, queueLimit: config.PASSWORD_HASH_QUEUE }),
  );
  registerHashingRefusals(app);
  const mail = startMailSender({
    db: platform.db,
    transport: createSmtpTransport(config.SMTP_URL, config.SMTP_CA_FILE),
    from: config.MAIL_FROM,
    giveUpAfterMs: config.MAIL_GIVE_UP_AFTER_MINUTES * 60_000,
    logger: app.log,
  });
  const renewalReminders = startRenewalReminders(platform.db, {
    publicUrl: config.PUBLIC_URL,
    days: config.RENEWAL_REMINDER_DAYS ?? DEFAULT_RENEWAL_REMINDER_DAYS,
    logger: app.log,
  });
  const unwatchMail = watchMailOutbox(platform.db);
  app.addHook('onClose', async () => {
    unwatchMail();
    await renewalReminders.stop();
    await mail.stop();
  });
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    // A refusal (the address belongs to a learner) closes what was started before it stops the start.
    await ensureAdminAccount(platform.db, passwords, config.ADMIN_EMAIL, config.ADMIN_PASSWORD).catch(
      async (error) => {
        await app.close();
        throw error;
      },
    );
    platform.relay.wake();
  }

  const authContext: AuthContext = {
    ...service.context,
    config,
    sessions: createSessionIssuer(config),
    passwords,
    store,
  };
  for (const register of [
    registerUserRoutes,
    registerCategoryRoutes,
    registerPreferenceRoutes,
    registerPasswordRoutes,
    registerPasswordResetRoutes,
    registerEmailChangeRoutes,
    registerEmailConfirmationRoutes,
    registerUnsubscribeRoutes,
    registerSessionRoutes,
    registerAvatarRoutes,
    registerStatsRoutes,
    registerAdminUserRoutes,
  ]) {
    register(app, authContext);
  }
  return app;
};
