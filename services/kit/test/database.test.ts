import { connect, createServer, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/database.ts';
import { createTestDatabase, queryDatabase, waitUntil } from '../src/testing/index.ts';
import { migrationsFolder } from './fixtures/platform.ts';
import * as schema from './fixtures/schema.ts';
import { notes } from './fixtures/schema.ts';

/**
 * A TCP relay in front of PostgreSQL that can drop a connection the moment its client next sends
 * something: a connection lost as a query goes out, which the server's own tools cannot time.
 */
const startRelay = async (target: number) => {
  const sockets = new Set<Socket>();
  let dropNext = false;
  const server = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('data', (chunk) => {
      if (!dropNext) return void upstream.write(chunk);
      dropNext = false;
      client.destroy();
      upstream.destroy();
    });
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    dropAtNextQuery: () => {
      dropNext = true;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};

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

  it('gives back a connection that drops as a transaction begins', async () => {
    const { url } = await database;
    const relay = await startRelay(Number(new URL(url).port));
    const throughRelay = new URL(url);
    throughRelay.port = String(relay.port);
    const db = await connectDatabase({ url: throughRelay.toString(), schema, migrationsFolder, poolSize: 1 });
    await db.insert(notes).values({ body: 'through the relay' });
    relay.dropAtNextQuery();
    const begun = db.transaction(async (tx) => {
      await tx.insert(notes).values({ body: 'never begun' });
    });
    await expect(begun).rejects.toThrow();
    // The pool has one connection: were it still held by the failed BEGIN, this would wait forever.
    const next = db
      .select()
      .from(notes)
      .then((rows) => rows.map((row) => row.body));
    const answer = await Promise.race([next, sleep(5_000).then(() => 'still waiting for a connection')]);
    expect(answer).toContain('through the relay');
    expect(answer).not.toContain('never begun');
    await db.$client.end();
    await relay.close();
  });

  it('gives every connection of the pool the settings it was asked for', async () => {
    const { url } = await database;
    const db = await connectDatabase({
      url,
      schema,
      migrationsFolder,
      settings: { random_page_cost: '1.1' },
    });
    const clients = await Promise.all([db.$client.connect(), db.$client.connect()]);
    const costs = await Promise.all(clients.map((client) => client.query('SHOW random_page_cost')));
    for (const client of clients) client.release();
    await db.$client.end();
    expect(costs.map((cost) => cost.rows[0].random_page_cost)).toEqual(['1.1', '1.1']);
  });
});
