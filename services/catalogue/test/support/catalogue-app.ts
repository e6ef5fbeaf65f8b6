import { randomUUID } from 'node:crypto';
import {
  createTestDatabase,
  deleteTestStreams,
  generateSigningKeys,
  queryDatabase,
  readStream,
  sharedNatsUrl,
  signTestToken,
  startS3Server,
  testSubjectPrefix,
  waitUntil,
} from '@academy/kit/testing';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';

/**
 * The catalogue service on a fresh database, its own subject prefix and its own S3 server, with
 * tokens for an administrator and a learner. `close` removes all of it.
 */
export const startCatalogue = async (label: string, overrides: Partial<Config> = {}) => {
  const database = await createTestDatabase(label);
  const s3 = await startS3Server('academy-catalogue');
  const keys = generateSigningKeys();
  const prefix = testSubjectPrefix();
  const config: Config = {
    HOST: '127.0.0.1',
    PORT: 0,
    LOG_LEVEL: 'silent' as Config['LOG_LEVEL'],
    DATABASE_URL: database.url,
    NATS_URL: sharedNatsUrl(),
    SUBJECT_PREFIX: prefix,
    JWT_PUBLIC_KEY: keys.publicKey,
    ...s3.config,
    MEDIA_URL_PREFIX: '/api/v1/media',
    SEED_DEMO_DATA: false,
    TRANSCODE_CONCURRENCY: 1,
    ...overrides,
  };
  const app = await buildApp(config);
  const token = (role: 'USER' | 'ADMIN', sub: string = randomUUID()) =>
    signTestToken(keys.privateKey, { sub, role });
  const learnerId = randomUUID();
  const adminToken = token('ADMIN');
  const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
  return {
    app,
    config,
    prefix,
    databaseUrl: database.url,
    keys,
    adminToken,
    learnerId,
    userToken: token('USER', learnerId),
    token,
    auth,
    /** Adds a module to a course as an administrator; its id. */
    addModule: async (courseId: number, title: string): Promise<number> =>
      (
        await app.inject({
          method: 'POST',
          url: `/courses/${courseId}/modules`,
          headers: auth(adminToken),
          payload: { title },
        })
      ).json().module.id,
    /** Every event published so far on a subject, as envelopes. */
    events: async <D = Record<string, unknown>>(subject: string) =>
      (await readStream(sharedNatsUrl(), prefix, subject)).map(
        (message) => message.data as { id: string; subject: string; occurredAt: string; data: D },
      ),
    close: async () => {
      await app.close();
      await connectionsClosed(database.url, database.name);
      await database.drop();
      await deleteTestStreams(sharedNatsUrl(), prefix);
      await s3.stop();
    },
  };
};

export type Catalogue = Awaited<ReturnType<typeof startCatalogue>>;

/**
 * The pool's `end()` resolves before its sockets are closed; dropping the database meanwhile would
 * kill them mid-goodbye and surface as an uncaught error, so wait until they are gone.
 */
const connectionsClosed = async (url: string, name: string) => {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  await waitUntil(
    () =>
      queryDatabase<{ open: number }>(
        admin.toString(),
        'SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1',
        [name],
      ),
    (rows) => rows[0]?.open === 0,
    5000,
  );
};

export { waitUntil };
