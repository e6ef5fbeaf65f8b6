import { collectDefaultMetrics, Registry } from 'prom-client';
import { Type } from 'typebox';
import { loadConfig } from '../config.ts';

/**
 * `METRICS_ENABLED=false` switches metrics off, to measure what they cost (the bench's
 * `--compare-metrics`): no process metrics are collected, no request is timed and no metrics port
 * opens. The few counters a process keeps still count, in memory only.
 */
export const metricsEnabled = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig(Type.Object({ METRICS_ENABLED: Type.Boolean({ default: true }) }), env).METRICS_ENABLED;

/**
 * The process's one registry: every metric of a process (its HTTP server, outbox, consumers, pool,
 * caches, business counters) lands here and is served on its metrics port. Process metrics (CPU,
 * memory, event-loop lag, garbage collection, start time) are collected from the moment it loads.
 */
export const metricsRegistry = new Registry();
/**
 * The event-loop delay is sampled by a timer: prom-client's default of every 10 ms woke each idle
 * process 100 times a second, about a third of the idle academy's CPU. Every 100 ms still catches any
 * stall the lag alert looks for (a p99 over 200 ms) and records it at its full length.
 */
export const EVENT_LOOP_SAMPLE_MS = 100;
if (metricsEnabled())
  collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
// Gauges whose names end in `_total`, which Prometheus reserves for counters (`promtool check metrics`
// says so); the per-type `nodejs_active_handles` and friends remain.
for (const misnamed of [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
])
  metricsRegistry.removeSingleMetric(misnamed);

const scrapers = new Set<() => Promise<void>>();

/** How long a scrape waits for a value read from a dependency (a database or NATS that does not answer). */
const SCRAPE_READ_TIMEOUT_MS = 2000;

/**
 * Registers a read made at every scrape (an outbox count, a consumer's pending messages); returns
 * the function that removes it. A read that fails or is slow leaves its gauges at their last value.
 */
export const readOnScrape = (read: () => Promise<void>) => {
  scrapers.add(read);
  return () => {
    scrapers.delete(read);
  };
};

/** The exposition text: scrape-time reads first, then every metric. */
export const scrapeMetrics = async () => {
  await Promise.all([...scrapers].map((read) => withinTimeout(read())));
  return metricsRegistry.metrics();
};

const withinTimeout = (read: Promise<void>) => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SCRAPE_READ_TIMEOUT_MS);
  });
  return Promise.race([read.catch(() => undefined), late]).finally(() => clearTimeout(timer));
};
