import { type Database, metricsRegistry, readOnScrape } from '@academy/kit';
import { sql } from 'drizzle-orm';
import { Counter, Gauge } from 'prom-client';

const labelNames = ['kind'] as const;

export const mailMetrics = {
  sent: new Counter({
    name: 'academy_mail_sent_total',
    help: 'Mails the SMTP server accepted, by kind.',
    labelNames,
    registers: [metricsRegistry],
  }),
  attemptsFailed: new Counter({
    name: 'academy_mail_attempts_failed_total',
    help: 'Delivery attempts that failed and will be tried again or given up on.',
    labelNames,
    registers: [metricsRegistry],
  }),
  givenUp: new Counter({
    name: 'academy_mail_failed_total',
    help: 'Mails kept as failed: refused for good by the server, or still undelivered after the retry period.',
    labelNames,
    registers: [metricsRegistry],
  }),
};

const waiting = new Gauge({
  name: 'academy_mail_waiting',
  help: 'Mails in the outbox by state: pending (to be sent or retried) or failed (waiting for an operator).',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
});

/** The outbox's pending and failed counts, read at every scrape. */
export const watchMailOutbox = (db: Database<Record<string, unknown>>) =>
  readOnScrape(async () => {
    const { rows } = await db.execute<{ pending: number; failed: number }>(
      sql`SELECT count(*) FILTER (WHERE failed_at IS NULL)::int AS pending,
                 count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed
          FROM outgoing_mail WHERE sent_at IS NULL`,
    );
    waiting.set({ state: 'pending' }, rows[0]?.pending ?? 0);
    waiting.set({ state: 'failed' }, rows[0]?.failed ?? 0);
  });
