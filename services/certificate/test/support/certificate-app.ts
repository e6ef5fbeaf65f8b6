import { randomUUID } from 'node:crypto';
import type { EventData, EventDefinition } from '@academy/contracts';
import { connectMessaging, loadConfig } from '@academy/kit';
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
import { buildApp } from '../../src/app.ts';
import { ConfigSchema } from '../../src/config.ts';

export const PUBLIC_URL = 'https://academy.example';

/** Retries an assertion until it holds (events arrive asynchronously) or the time runs out. */
export const eventually = async <T>(check: () => Promise<T> | T, timeoutMs = 10_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
};

/** Publishes events of other contexts on a prefix, as their owners would. */
export const createPublisher = async (prefix: string) => {
  const messaging = await connectMessaging({ url: sharedNatsUrl(), prefix, name: 'test-publisher' });
  const publish = async <E extends EventDefinition>(
    event: E,
    data: EventData<E>,
    id: string = randomUUID(),
  ) => {
    await messaging.ensureStream(event.subject.split('.')[0] ?? '');
    const envelope = { id, subject: event.subject, occurredAt: new Date().toISOString(), data };
    // A fresh message id each time: JetStream would drop a republished duplicate before the consumer saw it.
    await messaging.js.publish(`${prefix}${event.subject}`, JSON.stringify(envelope), {
      msgID: randomUUID(),
    });
    return envelope;
  };
  return { publish, close: () => messaging.close() };
};

/**
 * A certificate service on a fresh database, subject prefix and S3 server. `restart` closes the app
 * and builds a new one on the same database, prefix and store (durable consumers resume).
 */
export const startCertificate = async (
  label: string,
  shared: { prefix?: string; keys?: ReturnType<typeof generateSigningKeys> } = {},
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
  });
  const publisher = await createPublisher(prefix);
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
