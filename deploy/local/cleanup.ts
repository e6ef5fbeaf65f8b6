import { deleteTestStreams } from '@academy/kit/testing';
import pg from 'pg';
import { databaseUrl, type Settings } from './settings.ts';

/** Removes a throw-away academy's databases and streams. */
export const dropInstance = async (settings: Settings, services: readonly string[]) => {
  const client = new pg.Client({ connectionString: settings.databaseServer.toString() });
  await client.connect();
  for (const service of services) {
    const name = new URL(databaseUrl(settings, service)).pathname.slice(1);
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
  await client.end();
  if (settings.subjectPrefix) await deleteTestStreams(settings.natsUrl, settings.subjectPrefix);
};
