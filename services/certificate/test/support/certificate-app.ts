import { loadConfig } from '@academy/kit';
import {
  createEventPublisher,
  createTestDatabase,
  deleteTestStreams,
  generateSigningKeys,
  queryDatabase,
  sharedNatsUrl,
  signTestToken,
  startS3Server,
  testSubjectPrefix,
} from '@academy/kit/testing';
import { buildApp } from '../../src/app.ts';
import { ConfigSchema } from '../../src/config.ts';

export const PUBLIC_URL = 'https://academy.example';

/**
 * A certificate service on a fresh database, subject prefix and S3 server. `restart` closes the app
 * and builds a new one on the same database, prefix and store (durable consumers resume).
 */
export const startCertificate = async (
  label: string,
  shared: {
    prefix?: string;
    keys?: ReturnType<typeof generateSigningKeys>;
    /** More settings for the service, e.g. `{ STATUS_LIST_REFRESH_SECONDS: '3600' }`. */
    settings?: Record<string, string>;
  } = {},
) => {
  const database = await createTestDatabase(label);
  const s3 = await startS3Server('academy-certificate');
  const prefix = shared.prefix ?? testSubjectPrefix();
  const keys = shared.keys ?? generateSigningKeys();
  const config = loadConfig(ConfigSchema, {
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    NATS_URL: sharedNatsUrl(),
    SUBJECT_PREFIX: prefix,
    JWT_PUBLIC_KEY: keys.publicKey,
    PUBLIC_URL,
    ...s3.config,
    ...shared.settings,
  });
  const publisher = await createEventPublisher(prefix);
  const service = {
    app: await buildApp(config),
    config,
    prefix,
    publisher,
    tokenFor: (userId: string, role: 'USER' | 'ADMIN' = 'USER') =>
      `Bearer ${signTestToken(keys.privateKey, { sub: userId, role })}`,
    query: <R extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
      queryDatabase<R>(database.url, sql, params),
    stop: async () => {
      await service.app.close();
    },
    start: async () => {
      service.app = await buildApp(config);
    },
    close: async () => {
      await service.app.close();
      await publisher.close();
      await deleteTestStreams(sharedNatsUrl(), prefix);
      await database.drop();
      await s3.stop();
    },
  };
  return service;
};

export type CertificateService = Awaited<ReturnType<typeof startCertificate>>;

export { eventually } from '@academy/kit/testing';
