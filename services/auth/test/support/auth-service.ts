import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createTestDatabase,
  deleteTestStreams,
  generateSigningKeys,
  sharedNatsUrl,
  signTestToken,
  startS3Server,
  testSubjectPrefix,
} from '@academy/kit/testing';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';

/** The auth service on a fresh database, its own subject prefix, S3 server and mail sink. */
export const startAuthService = async (overrides: Partial<Config> = {}) => {
  const database = await createTestDatabase('auth');
  const s3 = await startS3Server('academy-auth');
  const keys = generateSigningKeys();
  const mailDir = await mkdtemp(join(tmpdir(), 'mail-'));
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
    MAIL_SINK_DIR: mailDir,
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
    /** The newest mail delivered to the sink for an address, once it arrives. */
    mailTo: async (recipient: string) => {
      for (let i = 0; i < 50; i += 1) {
        const files = (await readdir(mailDir).catch(() => [])).sort().reverse();
        for (const file of files) {
          const text = await readFile(join(mailDir, file), 'utf8');
          if (text.startsWith(`To: ${recipient}\n`)) return text;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no mail to ${recipient}`);
    },
    stop: async () => {
      await app.close();
      await deleteTestStreams(config.NATS_URL, config.SUBJECT_PREFIX);
      await database.drop();
      await s3.stop();
    },
  };
};

export type AuthService = Awaited<ReturnType<typeof startAuthService>>;
