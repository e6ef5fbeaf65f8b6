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

/**
 * Connects to the service's database (creating it if missing) and applies the kit's migrations
 * (outbox, processed events) and then the service's own, each tracked in its own table.
 */
export const connectDatabase = async <S extends Record<string, unknown>>(options: {
  url: string;
  schema: S;
  migrationsFolder: string;
  poolSize?: number;
}): Promise<Database<S>> => {
  await ensureDatabase(options.url);
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  const db = drizzle(pool, { schema: options.schema }) as Database<S>;
  await migrate(db, { migrationsFolder: kitMigrations, migrationsTable: '__kit_migrations' });
  await migrate(db, { migrationsFolder: options.migrationsFolder });
  return db;
};
