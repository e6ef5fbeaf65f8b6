import {
  createTestDatabase,
  deleteTestStreams,
  generateSigningKeys,
  queryDatabase,
  sharedNatsUrl,
  signTestToken,
  startS3Server,
  testSubjectPrefix,
} from '@academy/kit/testing';
import { startMailCatcher } from '../../../../deploy/local/mail-catcher.ts';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';

/** The auth service on a fresh database, its own subject prefix, S3 server and SMTP server (a mail catcher). */
export const startAuthService = async (overrides: Partial<Config> = {}) => {
  const database = await createTestDatabase('auth');
  const s3 = await startS3Server('academy-auth');
  const keys = generateSigningKeys();
  const catcher = await startMailCatcher();
  const config: Config = {
    HOST: '127.0.0.1',
    PORT: 0,
    LOG_LEVEL: (process.env.TEST_LOG_LEVEL ?? 'silent') as Config['LOG_LEVEL'],
    DATABASE_URL: database.url,
    NATS_URL: sharedNatsUrl(),
    SUBJECT_PREFIX: testSubjectPrefix(),
    JWT_PUBLIC_KEY: keys.publicKey,
    JWT_PRIVATE_KEY: keys.privateKey,
    ACCESS_TOKEN_TTL_SECONDS: 900,
    REFRESH_TOKEN_TTL_DAYS: 30,
    ...s3.config,
    AVATAR_MAX_BYTES: 64 * 1024,
    PUBLIC_URL: 'http://academy.test',
    SMTP_URL: catcher.smtpUrl,
    MAIL_FROM: 'Academy <no-reply@academy.test>',
    MAIL_GIVE_UP_AFTER_MINUTES: 60,
    ...overrides,
  };
  const app = await buildApp(config);
  return {
    app,
    config,
    keys,
    s3,
    database,
    tokenFor: (sub: string, role: 'USER' | 'ADMIN' = 'USER', expiresInMs?: number) =>
      signTestToken(keys.privateKey, { sub, role }, expiresInMs),
    catcher,
    /**
     * The newest mail the SMTP server received for an address (with that subject, if given), as its
     * headers and text. Without a subject it waits until the outbox has sent everything queued so far,
     * so the newest is the one the last request caused.
     */
    mailTo: async (recipient: string, subject?: string) => {
      for (let i = 0; i < 50; i += 1) {
        const drained =
          subject !== undefined ||
          (
            await queryDatabase(
              database.url,
              'SELECT 1 FROM outgoing_mail WHERE sent_at IS NULL AND failed_at IS NULL',
            )
          ).length === 0;
        const mail = catcher
          .messages()
          .findLast(
            (caught) =>
              caught.to.some((to) => to.toLowerCase() === recipient.toLowerCase()) &&
              (subject === undefined || caught.subject === subject),
          );
        if (drained && mail) return `To: ${recipient}\nSubject: ${mail.subject}\n\n${mail.text}`;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no mail to ${recipient}`);
    },
    stop: async () => {
      await app.close();
      await deleteTestStreams(config.NATS_URL, config.SUBJECT_PREFIX);
      await database.drop();
      await s3.stop();
      await catcher.stop();
    },
  };
};

export type AuthService = Awaited<ReturnType<typeof startAuthService>>;
