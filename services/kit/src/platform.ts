import type { EventDefinition } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import type { BaseConfig } from './config.ts';
import { type Consumer, type EventHandler, startConsumer } from './consumer.ts';
import { connectDatabase } from './db/database.ts';
import { type ReadinessCheck, registerHealth } from './health.ts';
import { connectMessaging } from './messaging.ts';
import { watchOutbox } from './metrics/outbox.ts';
import { watchPool } from './metrics/pool.ts';
import { startOutboxRelay } from './outbox-relay.ts';

/**
 * Everything a service stands on, wired into its app: its database (migrated), NATS, the outbox
 * relay, its consumers, `/healthz` + `/readyz`, and an orderly shutdown on close: stop taking
 * events, publish what the outbox holds, then close NATS and the pool.
 */
export const connectPlatform = async <S extends Record<string, unknown>>(
  app: FastifyInstance,
  options: {
    name: string;
    config: BaseConfig;
    schema: S;
    migrationsFolder: string;
    databaseSettings?: Record<string, string>;
    readiness?: Record<string, ReadinessCheck>;
  },
) => {
  const { config } = options;
  const db = await connectDatabase({
    url: config.DATABASE_URL,
    schema: options.schema,
    migrationsFolder: options.migrationsFolder,
    poolSize: config.DATABASE_POOL_SIZE,
    settings: options.databaseSettings,
    onIdleConnectionError: (error) => app.log.warn({ err: error }, 'an idle database connection closed'),
  });
  const messaging = await connectMessaging({
    url: config.NATS_URL,
    prefix: config.SUBJECT_PREFIX,
    name: options.name,
    replicas: config.NATS_STREAM_REPLICAS,
  });
  const relay = startOutboxRelay({ db, messaging, logger: app.log, name: options.name });
  const unwatch = [watchOutbox(options.name, db), watchPool(options.name, db.$client)];
  const consumers: Consumer[] = [];

  registerHealth(app, {
    database: async () => {
      await db.$client.query('SELECT 1');
    },
    nats: messaging.ping,
    ...options.readiness,
  });
  app.addHook('onClose', async () => {
    for (const stop of unwatch) stop();
    await Promise.all(consumers.map((consumer) => consumer.stop()));
    await relay.stop();
    await messaging.close();
    await db.$client.end();
  });

  return {
    db,
    messaging,
    relay,
    /** Starts a durable, idempotent consumer of one event for this service. */
    consume: async <E extends EventDefinition>(event: E, handler: EventHandler<E>) => {
      consumers.push(
        await startConsumer({
          name: options.name,
          event,
          handler,
          messaging,
          db,
          logger: app.log,
          afterCommit: relay.wake,
        }),
      );
    },
  };
};
