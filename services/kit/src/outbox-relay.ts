import { contextOf } from '@academy/contracts';
import { asc, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { preparedPer, runNamed } from './db/prepared.ts';
import { outbox } from './db/schema.ts';
import type { Messaging } from './messaging.ts';
import { outboxPublished } from './metrics/outbox.ts';
import type { Executor } from './outbox.ts';
import { outsideTraces, publishTraced } from './tracing/index.ts';

const BATCH = 100;
/** The advisory lock the publishing relay of a database holds (a test holding it stops publication). */
export const RELAY_LOCK = 7_031_002;
/**
 * How often an idle relay looks for rows nobody woke it for. Every write that enqueues an event wakes its
 * process's relay (a route's `wake`, a consumer's commit), so the poll is only a safety net, and each one
 * is a wake of an idle process and a round trip to PostgreSQL: at four a second, about a third of the idle
 * academy's CPU went to them (`loadtests/README.md`, CPU at idle).
 */
const POLL_MS = 1000;
/**
 * How soon a relay tries again when rows wait while another replica's relay holds the lock (that relay's
 * batch may have been read before they committed, so they must not wait for the next poll). Also the base
 * of the pause after failures to publish: twice it after the first, doubling up to MAX_BACKOFF_MS.
 */
const RETRY_MS = 250;
const MAX_BACKOFF_MS = 5000;
/** How long a wake waits for others to join it. */
const WAKE_DELAY_MS = 5;

/**
 * Whether any row waits to be published: one prepared read of the unpublished rows' partial index. Most
 * polls find nothing, and each was a transaction of four statements (BEGIN, the lock, the read, COMMIT),
 * built anew by drizzle, four times a second in every process of every service, academy idle or not.
 */
const firstWaiting = preparedPer((db: Executor) =>
  db
    .select({ id: outbox.id })
    .from(outbox)
    .where(isNull(outbox.publishedAt))
    .limit(1)
    .prepare('kit_outbox_first_waiting'),
);

/** The next rows to publish, oldest first; read by the relay holding the lock. */
const waitingBatch = preparedPer((db: Executor) =>
  db
    .select()
    .from(outbox)
    .where(isNull(outbox.publishedAt))
    .orderBy(asc(outbox.createdAt))
    .limit(BATCH)
    .prepare('kit_outbox_waiting_batch'),
);

/** One statement text whatever the batch's size, so PostgreSQL parses it once per connection. */
const STAMP_PUBLISHED = 'UPDATE outbox SET published_at = now() WHERE id = ANY($1::uuid[])';

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
  /** The service whose outbox this is, as its metrics name it. */
  name?: string;
  intervalMs?: number;
}): OutboxRelay => {
  const { db, messaging, logger } = options;
  const publishedEvents = outboxPublished.labels(options.name ?? 'unnamed');
  const intervalMs = options.intervalMs ?? POLL_MS;
  const retryMs = Math.min(RETRY_MS, intervalMs);
  let failures = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  // One relay per service database publishes at a time (replicas skip their turn), so events
  // leave in the order they were written and a row is not published by two replicas at once.
  // Resolves to how many rows it published, or to `undefined` when another relay held the lock.
  const publishBatch = async (): Promise<number | undefined> => {
    const outcome = await db.transaction(async (tx) => {
      const [lock] = await runNamed<{ leader: boolean }>(tx, {
        name: 'kit_outbox_relay_lock',
        text: 'SELECT pg_try_advisory_xact_lock($1) AS leader',
        values: [RELAY_LOCK],
      });
      if (!lock?.leader) return { published: undefined };
      const rows = await waitingBatch(tx).execute();
      // Stamped together, in one statement, once the publishing stops: at the end, or at a failure.
      const published: string[] = [];
      const stamp = async () => {
        if (published.length === 0) return;
        await runNamed(tx, { name: 'kit_outbox_stamp', text: STAMP_PUBLISHED, values: [published] });
        publishedEvents.inc(published.length);
      };
      for (const row of rows) {
        try {
          await messaging.ensureStream(contextOf(row.subject));
          await publishTraced(row.subject, row.traceparent, (headers) =>
            messaging.js.publish(`${messaging.prefix}${row.subject}`, JSON.stringify(row.envelope), {
              msgID: row.id,
              timeout: 2000,
              headers,
            }),
          );
        } catch (error) {
          // Keep the stamps of what did go out; the failure is raised after the commit.
          await stamp();
          return { published: published.length, error };
        }
        published.push(row.id);
      }
      await stamp();
      return { published: published.length };
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.published;
  };

  // Set from a wake until the tick it asked for starts: wakes meanwhile join that tick, so under load the
  // relay publishes a batch every few milliseconds instead of running a tick (six round trips) per request.
  let wakePending = false;
  let ticking = false;

  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    // Woken by a request, the relay's polling must not become part of that request's trace.
    timer = setTimeout(
      outsideTraces(() => {
        running = tick();
      }),
      delay,
    );
  };

  const tick = async () => {
    ticking = true;
    // A wake says its rows committed: the tick it asked for goes straight to the batch, one round trip
    // fewer than the poll's read first.
    const woken = wakePending;
    wakePending = false;
    let next: number;
    try {
      const waiting = woken || (await firstWaiting(db).execute()).length > 0;
      const published = waiting ? await publishBatch() : 0;
      if (failures > 0) logger.info('outbox relay publishing again');
      failures = 0;
      next = published === BATCH ? 0 : published === undefined ? retryMs : intervalMs;
    } catch (error) {
      failures += 1;
      if (failures === 1) logger.warn({ err: error }, 'outbox relay cannot publish; retrying');
      next = Math.min(MAX_BACKOFF_MS, retryMs * 2 ** failures);
    } finally {
      ticking = false;
    }
    // A wake during the tick may have come after its read: it is answered at once.
    schedule(wakePending && failures === 0 ? 0 : next);
  };

  schedule(0);
  return {
    wake: () => {
      if (failures > 0 || wakePending) return;
      wakePending = true;
      if (!ticking) schedule(WAKE_DELAY_MS);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      await publishBatch().catch((error) => logger.warn({ err: error }, 'outbox left unpublished rows'));
    },
  };
};
