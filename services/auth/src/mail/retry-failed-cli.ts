import { fileURLToPath } from 'node:url';
import { connectDatabase } from '@academy/kit';
import * as schema from '../db/schema.ts';
import { retryFailedMail } from './retry-failed.ts';

/**
 * npm run mail:retry -w services/auth -- [mailId…]
 * Reads DATABASE_URL like the service. Without ids, every mail kept as failed is tried again; the ids
 * are in the 'mail kept as failed' log lines.
 */
const url = process.env.DATABASE_URL;
const ids = process.argv.slice(2);
if (!url || ids.some((id) => !/^[0-9a-f-]{36}$/i.test(id))) {
  console.error('usage: DATABASE_URL=postgres://… npm run mail:retry -w services/auth -- [mailId…]');
  process.exit(2);
}
const db = await connectDatabase({
  url,
  schema,
  migrationsFolder: fileURLToPath(new URL('../db/migrations', import.meta.url)),
  poolSize: 1,
});
const retried = await retryFailedMail(db, ids);
console.log(
  `${retried.length} failed mail(s) queued again${retried.length ? `: ${retried.join(', ')}` : ''}`,
);
await db.$client.end();
