import { randomBytes } from 'node:crypto';
import pg from 'pg';

const serverUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh, empty database for one test file; `drop` removes it with everything in it. */
export const createTestDatabase = async (label: string) => {
  const name = `test_${label.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  const admin = () => new pg.Client({ connectionString: serverUrl() });
  const client = admin();
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const c = admin();
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
};

/** Runs one query against a test database (to look at what a service stored). */
export const queryDatabase = async <R extends pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(sql, params)).rows;
  } finally {
    await client.end();
  }
};
