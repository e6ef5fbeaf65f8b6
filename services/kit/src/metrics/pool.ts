import type pg from 'pg';
import { Gauge } from 'prom-client';
import { metricsRegistry } from './registry.ts';

const pools = new Map<string, pg.Pool>();

const sample = (gauge: Gauge<'service'>, value: (pool: pg.Pool) => number) => {
  gauge.reset();
  for (const [service, pool] of pools) gauge.set({ service }, value(pool));
};

new Gauge({
  name: 'academy_db_pool_connections_in_use',
  help: 'Database connections checked out of the pool.',
  labelNames: ['service'] as const,
  registers: [metricsRegistry],
  collect() {
    sample(this, (pool) => pool.totalCount - pool.idleCount);
  },
});

new Gauge({
  name: 'academy_db_pool_waiting_requests',
  help: 'Queries waiting for a free database connection.',
  labelNames: ['service'] as const,
  registers: [metricsRegistry],
  collect() {
    sample(this, (pool) => pool.waitingCount);
  },
});

new Gauge({
  name: 'academy_db_pool_max_connections',
  help: 'The most connections the pool opens.',
  labelNames: ['service'] as const,
  registers: [metricsRegistry],
  collect() {
    sample(this, (pool) => pool.options.max);
  },
});

/** Reports the pool's use at every scrape until the returned function is called. */
export const watchPool = (service: string, pool: pg.Pool) => {
  pools.set(service, pool);
  return () => {
    pools.delete(service);
  };
};
