import { loadConfig } from '@academy/kit';
import { generateSigningKeys, sharedNatsUrl, testSubjectPrefix } from '@academy/kit/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ConfigSchema } from '../src/config.ts';

const keys = generateSigningKeys();
let bff: Awaited<ReturnType<typeof buildApp>> | undefined;
const apps: NonNullable<typeof bff>[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** The BFF configured from environment values, as `npm start` and the deployments do it. */
const bffWith = async (environment: Record<string, string>) => {
  bff = await buildApp({
    ...loadConfig(ConfigSchema, { JWT_PUBLIC_KEY: keys.publicKey, LOG_LEVEL: 'silent', ...environment }),
    NATS_URL: sharedNatsUrl(),
    SUBJECT_PREFIX: testSubjectPrefix(),
  });
  apps.push(bff);
  // Where the BFF believes a request came from, as rate limits and logs see it.
  bff.get('/probe/client', { config: { access: 'public' } }, async (request) => ({
    ip: request.ip,
    protocol: request.protocol,
  }));
  return bff;
};

const clientOf = async (app: NonNullable<typeof bff>, headers: Record<string, string>) =>
  (await app.inject({ url: '/probe/client', headers })).json();

describe('behind proxies (TRUST_PROXY)', () => {
  it('takes the client address a number of hops from the right, not what the client wrote', async () => {
    const app = await bffWith({ TRUST_PROXY: '1' });
    // The client claims 6.6.6.6; the one proxy appended the address it saw.
    expect(await clientOf(app, { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' })).toMatchObject({
      ip: '203.0.113.7',
    });
    // Without a proxy, X-Forwarded-For counts for nothing.
    const direct = await bffWith({});
    expect(await clientOf(direct, { 'x-forwarded-for': '6.6.6.6' })).toMatchObject({ ip: '127.0.0.1' });
  });

  it('reads the earlier TRUST_PROXY=true as one proxy', async () => {
    const app = await bffWith({ TRUST_PROXY: 'true' });
    expect(await clientOf(app, { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' })).toMatchObject({
      ip: '203.0.113.7',
    });
  });

  it('counts two proxies from the right', async () => {
    const app = await bffWith({ TRUST_PROXY: '2' });
    const headers = { 'x-forwarded-for': '6.6.6.6, 198.51.100.4, 203.0.113.7' };
    expect(await clientOf(app, headers)).toMatchObject({ ip: '198.51.100.4' });
  });
});

describe('Strict-Transport-Security', () => {
  const hstsOf = async (app: NonNullable<typeof bff>, headers: Record<string, string> = {}) =>
    (await app.inject({ url: '/healthz', headers })).headers['strict-transport-security'];

  it('is not sent over plain HTTP', async () => {
    const app = await bffWith({});
    expect(await hstsOf(app)).toBeUndefined();
    // Without a trusted proxy, the client's own X-Forwarded-Proto counts for nothing.
    expect(await hstsOf(app, { 'x-forwarded-proto': 'https' })).toBeUndefined();
  });

  it('is sent when a trusted proxy received the request over HTTPS', async () => {
    const app = await bffWith({ TRUST_PROXY: '1' });
    expect(await hstsOf(app, { 'x-forwarded-proto': 'https' })).toBe('max-age=31536000; includeSubDomains');
    expect(await hstsOf(app, { 'x-forwarded-proto': 'http' })).toBeUndefined();
  });
});

describe('X-Request-Id', () => {
  const idOf = async (app: NonNullable<typeof bff>, id: string) =>
    (await app.inject({ url: '/healthz', headers: { 'x-request-id': id } })).headers['x-request-id'];
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it("is the caller's only when it is a short plain token, else a fresh one", async () => {
    const app = await bffWith({});
    for (const id of ['a'.repeat(65), '<script>alert(1)</script>', 'two words', 'ünïcode', '{"json":1}']) {
      expect(await idOf(app, id)).toMatch(UUID);
    }
    // A short plain token is kept, so a trace spans the BFF and the services.
    expect(await idOf(app, 'trace-me_1.2')).toBe('trace-me_1.2');
    expect(await idOf(app, 'a'.repeat(64))).toBe('a'.repeat(64));
  });
});
