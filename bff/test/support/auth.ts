import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailCatcher } from '../../../deploy/local/mail-catcher.ts';
import { buildApp } from '../../../services/auth/src/app.ts';
import type { Config } from '../../../services/auth/src/config.ts';
import type { TestEnvironment } from './environment.ts';

export const TEST_ADMIN = { email: 'admin@academy.test', password: 'admin-password-1' };

/**
 * The auth service with a known administrator; its mail goes to a mail catcher that keeps it in a temporary folder,
 * removed when the service closes.
 */
export const startAuth = async (env: TestEnvironment, overrides: Partial<Config> = {}) => {
  const mailDir = await mkdtemp(join(tmpdir(), 'mail-'));
  const catcher = await startMailCatcher({ directory: mailDir });
  const config: Config = {
    ...(await env.serviceConfig('auth')),
    JWT_PRIVATE_KEY: env.keys.privateKey,
    ACCESS_TOKEN_TTL_SECONDS: 900,
    REFRESH_TOKEN_TTL_DAYS: 30,
    AVATAR_MAX_BYTES: 64 * 1024,
    SMTP_URL: catcher.smtpUrl,
    MAIL_FROM: 'Academy <no-reply@academy.test>',
    MAIL_GIVE_UP_AFTER_MINUTES: 60,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ...overrides,
  };
  const app = await buildApp(config);
  app.addHook('onClose', async () => {
    await catcher.stop();
    await rm(mailDir, { recursive: true, force: true });
  });
  return { url: await env.listen(app), config, mailDir };
};
