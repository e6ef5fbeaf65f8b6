import { randomUUID } from 'node:crypto';
import {
  generateSigningKeys,
  signTestToken,
  startNatsServer,
  startPostgresServer,
  testSubjectPrefix,
} from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp as buildLearning } from '../../services/learning/src/app.ts';
import { buildApp as buildBff } from '../src/app.ts';

/** How long the academy may take to serve again once a dependency is back. */
const RECOVERY_BOUND_MS = 15_000;

let postgres: Awaited<ReturnType<typeof startPostgresServer>>;
let nats: Awaited<ReturnType<typeof startNatsServer>>;
let learning: Awaited<ReturnType<typeof buildLearning>>;
let bff: Awaited<ReturnType<typeof buildBff>>;
let learningUrl: string;
let token: string;
const keys = generateSigningKeys();
const figures: string[] = [];

const bffFor = (learningUrl: string, natsUrl: string, prefix: string) =>
  buildBff({
    HOST: '127.0.0.1',
    PORT: 0,
    LOG_LEVEL: 'silent',
    JWT_PUBLIC_KEY: keys.publicKey,
    AUTH_URL: 'http://127.0.0.1:9',
    CATALOGUE_URL: 'http://127.0.0.1:9',
    LEARNING_URL: learningUrl,
    CERTIFICATE_URL: 'http://127.0.0.1:9',
    CART_URL: 'http://127.0.0.1:9',
    ORDERS_URL: 'http://127.0.0.1:9',
    SUPPORT_URL: 'http://127.0.0.1:9',
    NATS_URL: natsUrl,
    SUBJECT_PREFIX: prefix,
    PUBLIC_URL: '',
    WEB_DIST: '',
    STORYBOOK_DIST: '',
    COOKIE_SECURE: false,
    TRUST_PROXY: 0,
    LIVE_STREAMS_PER_USER: 10,
    RATE_LIMIT_DATABASE_URL: '',
    LOGIN_FAILURES_PER_ADDRESS: 100,
    SIGNUPS_PER_ADDRESS: 100,
  });

beforeAll(async () => {
  postgres = await startPostgresServer();
  nats = await startNatsServer();
  const prefix = testSubjectPrefix();
  const database = new URL(postgres.url);
  database.pathname = '/academy_learning';
  learning = await buildLearning({
    HOST: '127.0.0.1',
    PORT: 0,
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.toString(),
    DATABASE_POOL_SIZE: 4,
    NATS_URL: nats.url,
    NATS_STREAM_REPLICAS: 1,
    SUBJECT_PREFIX: prefix,
    JWT_PUBLIC_KEY: keys.publicKey,
  } as Parameters<typeof buildLearning>[0]);
  await learning.listen({ host: '127.0.0.1', port: 0 });
  learningUrl = `http://127.0.0.1:${(learning.server.address() as { port: number }).port}`;
  bff = await bffFor(learningUrl, nats.url, prefix);
  token = signTestToken(keys.privateKey, { sub: randomUUID(), role: 'USER' });
});
afterAll(async () => {
  console.log(`fault figures:\n  ${figures.join('\n  ')}`);
  await bff?.close();
  // Bounded: a service's shutdown after these outages is not what this suite measures.
  await Promise.race([learning?.close(), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  await nats?.destroy();
  await postgres?.destroy();
});

const myCourses = () =>
  bff.inject({ url: '/api/v1/usercourses/my-courses', headers: { authorization: `Bearer ${token}` } });
const ready = async () => (await fetch(`${learningUrl}/readyz`)).status;

/** Waits for a condition, polling every 100 ms; resolves with the milliseconds it took. */
const within = async (bound: number, check: () => Promise<boolean>) => {
  const started = Date.now();
  while (Date.now() - started < bound) {
    if (await check().catch(() => false)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not within ${bound} ms`);
};

/** A steady stream of learner requests through the BFF while something is broken; every reply kept. */
const underLoad = async (outage: () => Promise<void>) => {
  const replies: { status: number; retryAfter?: string }[] = [];
  let running = true;
  const load = (async () => {
    while (running) {
      const reply = await myCourses();
      replies.push({
        status: reply.statusCode,
        retryAfter: reply.headers['retry-after'] as string | undefined,
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  await outage();
  running = false;
  await load;
  return replies;
};

const onlyOkOrRetryLater = (replies: { status: number; retryAfter?: string }[]) =>
  replies.filter((reply) => !(reply.status === 200 || (reply.status === 503 && reply.retryAfter)));

describe('outages of the learning service’s dependencies', () => {
  it('is ready and serves with everything up', async () => {
    expect(await ready()).toBe(200);
    expect((await myCourses()).statusCode).toBe(200);
  });

  it('says not ready while NATS is killed, keeps serving reads, and is ready again after its restart', async () => {
    const replies = await underLoad(async () => {
      await nats.kill();
      const noticed = await within(RECOVERY_BOUND_MS, async () => (await ready()) === 503);
      await nats.start();
      const recovered = await within(RECOVERY_BOUND_MS, async () => (await ready()) === 200);
      figures.push(`NATS killed: not ready after ${noticed} ms; ready again ${recovered} ms after restart`);
    });
    expect(onlyOkOrRetryLater(replies)).toEqual([]);
    figures.push(`  ${replies.length} requests during the NATS outage, all 200 or 503 + Retry-After`);
  });

  it('answers 503 with Retry-After while PostgreSQL is killed, and serves again after its restart', async () => {
    let during: { status: number; retryAfter?: string } | undefined;
    const replies = await underLoad(async () => {
      await postgres.kill();
      const noticed = await within(RECOVERY_BOUND_MS, async () => (await ready()) === 503);
      const reply = await myCourses();
      during = { status: reply.statusCode, retryAfter: reply.headers['retry-after'] as string | undefined };
      await postgres.start();
      const recovered = await within(RECOVERY_BOUND_MS, async () => (await myCourses()).statusCode === 200);
      figures.push(
        `PostgreSQL killed: not ready after ${noticed} ms; serving again ${recovered} ms after restart`,
      );
    });
    expect(during).toEqual({ status: 503, retryAfter: '5' });
    expect(await ready()).toBe(200);
    expect(onlyOkOrRetryLater(replies)).toEqual([]);
    figures.push(
      `  ${replies.length} requests during the PostgreSQL outage: ${replies.filter((r) => r.status === 503).length} × 503 + Retry-After, the rest 200`,
    );
  });

  it('answers 503 with Retry-After while the service itself is gone', async () => {
    const { port } = new URL(nats.url);
    const alone = await bffFor('http://127.0.0.1:9', `nats://127.0.0.1:${port}`, testSubjectPrefix());
    const reply = await alone.inject({
      url: '/api/v1/usercourses/my-courses',
      headers: { authorization: `Bearer ${token}` },
    });
    await alone.close();
    expect(reply.statusCode).toBe(503);
    expect(reply.headers['retry-after']).toBe('5');
    expect(reply.json()).toEqual({
      message: 'The learning service is unavailable',
      code: 'SERVICE_UNAVAILABLE',
    });
    figures.push('learning service unreachable: the BFF answers 503 + Retry-After');
  });
});
