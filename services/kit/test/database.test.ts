import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/database.ts';
import { createTestDatabase, queryDatabase, waitUntil } from '../src/testing/index.ts';
import { migrationsFolder } from './fixtures/platform.ts';
import * as schema from './fixtures/schema.ts';
import { notes } from './fixtures/schema.ts';

describe('the database pool', () => {
  const database = createTestDatabase('kit_pool');
  afterAll(async () => (await database).drop());

  it('survives its idle connections being closed by the server, and reconnects', async () => {
    const { url, name } = await database;
    const errors: Error[] = [];
    const db = await connectDatabase({
      url,
      schema,
      migrationsFolder,
      onIdleConnectionError: (error) => errors.push(error),
    });
    await db.insert(notes).values({ body: 'before' });
    // What a PostgreSQL restart or failover does to connections sitting idle in the pool.
    await queryDatabase(
      url.replace(`/${name}`, '/postgres'),
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    await waitUntil(
      async () => errors.length,
      (count) => count > 0,
    );
    expect(errors[0]?.message).toMatch(/terminating connection/);
    await db.insert(notes).values({ body: 'after' });
    expect((await db.select().from(notes)).map((row) => row.body)).toEqual(['before', 'after']);
    await db.$client.end();
  });

  it('survives a connection dying inside a transaction, between two of its queries', async () => {
    const { url, name } = await database;
    const db = await connectDatabase({ url, schema, migrationsFolder });
    const failed = db.transaction(async (tx) => {
      await tx.insert(notes).values({ body: 'lost with its transaction' });
      // What a database restart does while a transaction waits on something else (NATS, a file):
      // the error arrives while no query runs (before, that error event ended the process).
      await queryDatabase(
        url.replace(`/${name}`, '/postgres'),
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.insert(notes).values({ body: 'never written' });
    });
    await expect(failed).rejects.toThrow();
    await db.insert(notes).values({ body: 'after the dead transaction' });
    const bodies = (await db.select().from(notes)).map((row) => row.body);
    expect(bodies).toContain('after the dead transaction');
    expect(bodies).not.toContain('lost with its transaction');
    await db.$client.end();
  });
});
