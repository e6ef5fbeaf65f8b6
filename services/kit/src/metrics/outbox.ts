import { sql } from 'drizzle-orm';
import { Counter, Gauge } from 'prom-client';
import type { Executor } from '../outbox.ts';
import { metricsRegistry, readOnScrape } from './registry.ts';

const backlog = new Gauge({
  name: 'academy_outbox_backlog_events',
  help: 'Events written to the outbox and not yet published to NATS.',
  labelNames: ['service'] as const,
  registers: [metricsRegistry],
});

const oldestAge = new Gauge({
  name: 'academy_outbox_oldest_event_age_seconds',
  help: 'Age of the oldest unpublished outbox event (0 when none waits).',
  labelNames: ['service'] as const,
  registers: [metricsRegistry],
});

/** Counted by the relay as it stamps each row. */
export const outboxPublished = new Counter({
  name: 'academy_outbox_published_events_total',
  help: 'Outbox events published to NATS by this process.',
  labelNames: ['service'] as const,
  registers: [metricsRegistry],
});

/** The service's outbox backlog and the age of its oldest row, read at every scrape (a partial index covers it). */
export const watchOutbox = (service: string, db: Executor) => {
  const stop = readOnScrape(async () => {
    const { rows } = await db.execute<{ waiting: number; age: number }>(
      sql`SELECT count(*)::int AS waiting,
                 coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS age
          FROM outbox WHERE published_at IS NULL`,
    );
    backlog.set({ service }, rows[0]?.waiting ?? 0);
    oldestAge.set({ service }, rows[0]?.age ?? 0);
  });
  return () => {
    stop();
    backlog.remove({ service });
    oldestAge.remove({ service });
  };
};
