import { contextOf } from '@academy/contracts';
import { asc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { outbox } from './db/schema.ts';
import type { Messaging } from './messaging.ts';
import type { Executor } from './outbox.ts';

const BATCH = 100;
const MAX_BACKOFF_MS = 5000;

export interface OutboxRelay {
  /** Publish soon: call after a transaction that wrote events commits. */
  wake(): void;
  /** Stops polling after one last attempt to publish what is pending. */
  stop(): Promise<void>;
}

/**
 * Publishes outbox rows in order with `Nats-Msg-Id` = event id, so JetStream drops the duplicate
 * when a row is published twice (a crash between publish and stamp). While NATS is away it keeps
 * retrying with a growing pause; nothing is lost because rows stay until they are stamped.
 */
export const startOutboxRelay = (options: {
  db: Executor;
  messaging: Messaging;
  logger: FastifyBaseLogger;
  intervalMs?: number;
}): OutboxRelay => {
  const { db, messaging, logger } = options;
  const intervalMs = options.intervalMs ?? 250;
  let failures = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const publishBatch = async () => {
    const rows = await db
      .select()
      .from(outbox)
      .where(isNull(outbox.publishedAt))
      .orderBy(asc(outbox.createdAt))
      .limit(BATCH);
    for (const row of rows) {
      await messaging.ensureStream(contextOf(row.subject));
      await messaging.js.publish(`${messaging.prefix}${row.subject}`, JSON.stringify(row.envelope), {
        msgID: row.id,
        timeout: 2000,
      });
      await db.update(outbox).set({ publishedAt: new Date() }).where(eq(outbox.id, row.id));
    }
    return rows.length;
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = tick();
    }, delay);
  };

  const tick = async () => {
    try {
      const published = await publishBatch();
      if (failures > 0) logger.info('outbox relay publishing again');
      failures = 0;
      schedule(published === BATCH ? 0 : intervalMs);
    } catch (error) {
      failures += 1;
      if (failures === 1) logger.warn({ err: error }, 'outbox relay cannot publish; retrying');
      schedule(Math.min(MAX_BACKOFF_MS, intervalMs * 2 ** failures));
    }
  };

  schedule(0);
  return {
    wake: () => {
      if (failures === 0) schedule(0);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      await publishBatch().catch((error) => logger.warn({ err: error }, 'outbox left unpublished rows'));
    },
  };
};
