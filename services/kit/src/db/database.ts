import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export type Database<S extends Record<string, unknown> = Record<string, never>> = NodePgDatabase<S> & {
  $client: pg.Pool;
};

const kitMigrations = fileURLToPath(new URL('./migrations', import.meta.url));

/** Creates the database named in the URL when it does not exist yet (database per service). */
export const ensureDatabase = async (url: string) => {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client
        .query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`)
        .catch((error: { code?: string }) => {
          if (error.code !== '42P04') throw error; // created meanwhile by another process
        });
    }
  } finally {
    await client.end();
  }
};

const connectionSettings = (settings: Record<string, string> = {}) =>
  Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ') || undefined;

/**
 * A pool of connections to a database that exists, as a drizzle handle: the service's own
 * (`connectDatabase`), or another on the same database whose connections are set up differently.
 */
export const openDatabasePool = <S extends Record<string, unknown>>(options: {
  url: string;
  schema: S;
  poolSize?: number;
  /** PostgreSQL settings for every connection of the pool (`random_page_cost`…), given as it connects. */
  settings?: Record<string, string>;
  /** Told when an idle pooled connection dies (server restart, failover); the pool replaces it. */
  onIdleConnectionError?: (error: Error) => void;
}): Database<S> => {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    options: connectionSettings(options.settings),
  });
  // Without a listener, pg rethrows an idle client's error and the whole process stops.
  pool.on('error', (error) => options.onIdleConnectionError?.(error));
  // The pool listens only while a connection is idle. One checked out can die between two queries
  // (a transaction waiting on NATS while the database restarts): the query then fails and the pool
  // drops the connection, but the error event itself would end the process without this listener.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    releaseWhenBeginFails(client);
  });
  return drizzle(pool, { schema: options.schema }) as Database<S>;
};

/**
 * Connects to the service's database (creating it if missing) and applies the kit's migrations
 * (outbox, processed events) and then the service's own, each tracked in its own table.
 */
export const connectDatabase = async <S extends Record<string, unknown>>(
  options: Parameters<typeof openDatabasePool<S>>[0] & { migrationsFolder: string },
): Promise<Database<S>> => {
  await ensureDatabase(options.url);
  const db = openDatabasePool(options);
  await migrateExclusively(db.$client, options.migrationsFolder);
  return db;
};

/**
 * Drizzle's pooled `transaction()` sends BEGIN before the block that gives its connection back
 * (drizzle-orm 0.45; drizzle-team/drizzle-orm#6241, open): when BEGIN fails — the connection dropped
 * while idle, the server shutting down — the connection stays checked out for good. After as many such
 * failures as the pool has connections, every query waits forever, and so does closing the pool. Here
 * a failed BEGIN hands its connection back as broken, so the pool drops it and opens another.
 */
const releaseWhenBeginFails = (client: pg.PoolClient) => {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    const text = (args[0] as { text?: unknown } | undefined)?.text;
    if (typeof text !== 'string' || !/^begin\b/.test(text) || !(result instanceof Promise)) return result;
    return result.catch((error: Error) => {
      client.release(error);
      throw error;
    });
  }) as typeof client.query;
};

/** Any fixed number works: advisory locks are per database, and each service has its own. */
const MIGRATION_LOCK = 7_031_001;

/**
 * Replicas starting together on an empty database take turns: the first migrates, the others wait
 * for its lock and then find nothing left to do. Lock and migrations share one connection, so this
 * also works with a pool of one.
 */
const migrateExclusively = async (pool: pg.Pool, migrationsFolder: string) => {
  const connection = await pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const db = drizzle(connection);
    await migrate(db, { migrationsFolder: kitMigrations, migrationsTable: '__kit_migrations' });
    await migrate(db, { migrationsFolder });
  } finally {
    await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    connection.release();
  }
};
