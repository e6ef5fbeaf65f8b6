import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@academy/kit/testing';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * PostgreSQL compiled to WebAssembly (PGlite), for machines with no PostgreSQL at all: one embedded
 * database per service, each kept in `.data/pglite/<service>` and served on its own local port.
 * PGlite runs one connection at a time, so each service uses a pool of one.
 */
export const startEmbeddedPostgres = async (dataDir: string, services: readonly string[]) => {
  const servers: { server: PGLiteSocketServer; db: PGlite }[] = [];
  const urls = new Map<string, string>();
  for (const service of services) {
    const directory = join(dataDir, 'pglite', service);
    mkdirSync(directory, { recursive: true });
    // pg_trgm: the catalogue's course search matches typos with trigrams.
    const db = await PGlite.create(directory, { extensions: { pg_trgm } });
    const port = await freePort();
    const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 1 });
    await server.start();
    servers.push({ server, db });
    urls.set(service, `postgres://postgres@127.0.0.1:${port}/postgres`);
  }
  return {
    urlFor: (service: string) => urls.get(service)!,
    stop: async () => {
      for (const { server, db } of servers) {
        await server.stop();
        await db.close();
      }
    },
  };
};
