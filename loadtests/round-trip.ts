import { parseArgs } from 'node:util';
import pg from 'pg';
import { cpuMicros } from './local/server-cpu.ts';

/**
 * `node loadtests/round-trip.ts [--queries 20000] [--database postgres://…]`: what one statement's round trip to
 * PostgreSQL costs on this machine, the floor under every request's CPU. It runs a trivial prepared statement
 * `queries` times on one connection, over loopback TCP and over PostgreSQL's Unix socket, and prints the CPU per
 * statement of this client (Node and the kernel on its behalf) and of the PostgreSQL backend serving it, read
 * from /proc. Linux only.
 */
const { values } = parseArgs({ options: { queries: { type: 'string' }, database: { type: 'string' } } });
const QUERIES = Number(values.queries ?? 20_000);
const server = new URL(
  values.database ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);

const measure = async (connectionString: string) => {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const backend = rows[0]!.pid;
  const statement = { name: 'round_trip', text: 'SELECT $1::int AS n' };
  const clientBefore = process.cpuUsage();
  const backendBefore = (await cpuMicros(backend)) ?? 0;
  for (let i = 0; i < QUERIES; i += 1) await client.query({ ...statement, values: [i] });
  const used = process.cpuUsage(clientBefore);
  const backendUs = ((await cpuMicros(backend)) ?? 0) - backendBefore;
  await client.end();
  return { client: (used.user + used.system) / QUERIES, backend: backendUs / QUERIES };
};

const tcp = new URL(server);
const unix = new URL(server);
unix.searchParams.set('host', '/var/run/postgresql');
console.log(`${QUERIES} prepared statements on one connection, CPU µs per statement:`);
console.log('| connection | this client | PostgreSQL backend |\n| --- | ---: | ---: |');
for (const [name, url] of [
  ['loopback TCP', tcp],
  ['Unix socket', unix],
] as const) {
  const cost = await measure(url.toString());
  console.log(`| ${name} | ${cost.client.toFixed(1)} | ${cost.backend.toFixed(1)} |`);
}
