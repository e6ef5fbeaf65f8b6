import { ensureDatabase } from '@academy/kit';
import pg from 'pg';
import { type IRateLimiterOptions, RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';

const TABLE = 'rate_limits';

/**
 * The longest a counter kept in memory can live: the memory store expires each key with a timer, and a
 * timer longer than 2^31 - 1 ms (24.8 days) fires at once, which would forget a 30-day counter (the
 * addresses an account signed in from) as soon as it is set. In memory such counters live 24.8 days.
 */
const LONGEST_TIMER_SECONDS = Math.floor((2 ** 31 - 1) / 1000);
const inMemory = (seconds: number) => Math.min(seconds, LONGEST_TIMER_SECONDS);

class MemoryLimiter extends RateLimiterMemory {
  constructor(options: IRateLimiterOptions) {
    super({ ...options, duration: inMemory(options.duration ?? 1) });
  }

  override set(key: string | number, points: number, secDuration: number, options?: object) {
    return super.set(key, points, inMemory(secDuration), options);
  }
}

/**
 * Where the throttling counters live. With a database URL every BFF replica shares them (a small
 * `academy_bff` database holding only this operational state, never product data); without one they
 * stay in this process's memory, which is only right for a single replica (tests, a laptop).
 */
export const createCounterStore = async (databaseUrl: string) => {
  if (!databaseUrl) {
    return {
      shared: false,
      limiter: (options: IRateLimiterOptions) => new MemoryLimiter(options),
      close: async () => {},
    };
  }
  await ensureDatabase(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
  // A dropped idle connection (a database restart) is replaced by the pool, not a crash.
  pool.on('error', () => undefined);
  // Created once here, not by each limiter: concurrent CREATE TABLE IF NOT EXISTS can collide.
  await pool.query(
    `CREATE TABLE IF NOT EXISTS ${TABLE} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
  );
  return {
    shared: true,
    limiter: (options: IRateLimiterOptions) =>
      new RateLimiterPostgres({
        ...options,
        storeClient: pool,
        storeType: 'pool',
        tableName: TABLE,
        tableCreated: true,
      }),
    close: () => pool.end(),
  };
};

export type CounterStore = Awaited<ReturnType<typeof createCounterStore>>;
export type Limiter = ReturnType<CounterStore['limiter']>;
