import { Counter } from 'prom-client';
import { metricsRegistry } from './registry.ts';

const calls = new Counter({
  name: 'academy_batched_calls_total',
  help: 'Calls the BFF passed on to a service in group commit, by service and how they went: alone on their own route, together in a batch, or in a batch that failed whole (then sent again alone).',
  labelNames: ['service', 'sent'] as const,
  registers: [metricsRegistry],
});

/** A BFF's counters of the calls it passed on to one service (`alone`, `together`, `in a failed batch`). */
export const batchedCallCounters = (service: string) => {
  const alone = calls.labels(service, 'alone');
  const together = calls.labels(service, 'together');
  const failed = calls.labels(service, 'batch_failed');
  for (const counter of [alone, together, failed]) counter.inc(0);
  return {
    alone: () => alone.inc(),
    together: (count: number) => together.inc(count),
    failed: (count: number) => failed.inc(count),
  };
};
