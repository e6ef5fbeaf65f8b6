import type { FastifyInstance } from 'fastify';
import type { Static, Type } from 'typebox';
import { loadConfig } from '../config.ts';
import { createTestDatabase, queryDatabase } from './database.ts';
import { deleteTestStreams, sharedNatsUrl, testSubjectPrefix } from './nats.ts';
import { createEventPublisher } from './publisher.ts';
import { generateSigningKeys, signTestToken } from './tokens.ts';

/**
 * One service on a fresh database and subject prefix, with an event publisher standing in for the
 * other contexts and tokens for any user. Pass another service's prefix and keys to run it beside
 * that service; `settings` adds the service's own environment.
 */
export const startServiceUnderTest = async <S extends Type.TObject, A extends FastifyInstance>(options: {
  label: string;
  configSchema: S;
  buildApp: (config: Static<S>) => Promise<A>;
  shared?: { prefix?: string; keys?: ReturnType<typeof generateSigningKeys> };
  settings?: (database: { url: string }) => Record<string, string | undefined>;
}) => {
  const database = await createTestDatabase(options.label);
  const prefix = options.shared?.prefix ?? testSubjectPrefix();
  const keys = options.shared?.keys ?? generateSigningKeys();
  const config = loadConfig(options.configSchema, {
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: database.url,
    NATS_URL: sharedNatsUrl(),
    SUBJECT_PREFIX: prefix,
    JWT_PUBLIC_KEY: keys.publicKey,
    ...options.settings?.(database),
  });
  const app = await options.buildApp(config);
  const publisher = await createEventPublisher(prefix);
  const tokenFor = (userId: string, role: 'USER' | 'ADMIN' = 'USER') =>
    `Bearer ${signTestToken(keys.privateKey, { sub: userId, role })}`;
  const query = <R extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    queryDatabase<R>(database.url, sql, params);
  return {
    app,
    config,
    prefix,
    publisher,
    tokenFor,
    query,
    /** Closes the service and removes its database and streams. */
    close: async () => {
      await app.close();
      await publisher.close();
      await deleteTestStreams(sharedNatsUrl(), prefix);
      await database.drop();
    },
  };
};
