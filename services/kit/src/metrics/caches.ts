import { Counter } from 'prom-client';
import { metricsRegistry } from './registry.ts';

const lookups = new Counter({
  name: 'academy_cache_lookups_total',
  help: 'Look-ups in an in-memory read cache, by cache and whether the answer was there.',
  labelNames: ['cache', 'result'] as const,
  registers: [metricsRegistry],
});

/** A read cache's hit and miss counters (both start at 0, so a ratio exists from the first scrape). */
export const cacheCounters = (cache: string) => {
  const hit = lookups.labels(cache, 'hit');
  const miss = lookups.labels(cache, 'miss');
  hit.inc(0);
  miss.inc(0);
  return { hit: () => hit.inc(), miss: () => miss.inc() };
};
