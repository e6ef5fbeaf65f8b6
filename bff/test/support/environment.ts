import type { Role } from '@academy/contracts';
import {
  createTestDatabase,
  deleteTestStreams,
  generateSigningKeys,
  sharedNatsUrl,
  signTestToken,
  startS3Server,
  testSubjectPrefix,
} from '@academy/kit/testing';
import type { FastifyInstance } from 'fastify';

/**
 * One test file's world: signing keys, a subject prefix, an S3 server, and a fresh database per
 * service started in it. Services run in-process on free ports; `stop` closes them and removes
 * every database, stream and stored file.
 */
export const createTestEnvironment = async () => {
  const keys = generateSigningKeys();
  const prefix = testSubjectPrefix();
  const natsUrl = sharedNatsUrl();
  const s3 = await startS3Server();
  const apps: FastifyInstance[] = [];
  const databases: { drop(): Promise<void> }[] = [];

  return {
    keys,
    prefix,
    natsUrl,
    /** The settings every service shares, with a fresh database and bucket named after it. */
    serviceConfig: async (name: string) => {
      const database = await createTestDatabase(name);
      databases.push(database);
      return {
        HOST: '127.0.0.1',
        PORT: 0,
        LOG_LEVEL: (process.env.TEST_LOG_LEVEL ?? 'silent') as 'silent',
        DATABASE_URL: database.url,
        NATS_URL: natsUrl,
        SUBJECT_PREFIX: prefix,
        JWT_PUBLIC_KEY: keys.publicKey,
        ...s3.config,
        S3_BUCKET: `academy-${name}`,
        PUBLIC_URL: 'http://academy.test',
      };
    },
    /** Starts a built service on a free port and returns its base URL. */
    listen: async (app: FastifyInstance) => {
      apps.push(app);
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    },
    tokenFor: (sub: string, role: Role = 'USER', expiresInMs?: number) =>
      signTestToken(keys.privateKey, { sub, role }, expiresInMs),
    stop: async () => {
      for (const app of apps.reverse()) await app.close();
      for (const database of databases) await database.drop();
      await deleteTestStreams(natsUrl, prefix);
      await s3.stop();
    },
  };
};

export type TestEnvironment = Awaited<ReturnType<typeof createTestEnvironment>>;
