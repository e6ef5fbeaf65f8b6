import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '@academy/kit/testing';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigSchema } from '../src/config.ts';
import { lockoutSeconds } from '../src/throttling/policies.ts';
import { startAuth } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';

/** The documented defaults, as a deployment without these settings gets them. */
const DEFAULTS = Value.Default(ConfigSchema, {}) as Record<string, number>;
const PASSWORD = 'learner-password-1';
const SCHOOL = '203.0.113.7';
let env: TestEnvironment;
let counters: Awaited<ReturnType<typeof createTestDatabase>>;
let first: Bff;
let second: Bff;
let authUrl: string;

beforeAll(async () => {
  env = await createTestEnvironment();
  counters = await createTestDatabase('bff_counters');
  const auth = await startAuth(env);
  authUrl = auth.url;
  // Two replicas on the documented defaults, sharing one counter store.
  const settings = {
    AUTH_URL: auth.url,
    RATE_LIMIT_DATABASE_URL: counters.url,
    LOGIN_FAILURES_PER_ADDRESS: DEFAULTS.LOGIN_FAILURES_PER_ADDRESS,
    SIGNUPS_PER_ADDRESS: DEFAULTS.SIGNUPS_PER_ADDRESS,
  };
  first = await startBff(env, settings);
  second = await startBff(env, settings);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await counters?.drop();
  await env?.stop();
});

const signUpAttempt = (bff: Bff, email: string, remoteAddress: string) =>
  bff.inject({
    method: 'POST',
    url: '/api/v1/user/register',
    remoteAddress,
    payload: { fullName: 'Pupil', email, password: PASSWORD, category: 'student' },
  });
const register = async (bff: Bff, remoteAddress = SCHOOL) => {
  const email = `learner-${randomUUID()}@example.com`;
  expect((await signUpAttempt(bff, email, remoteAddress)).statusCode).toBe(201);
  return email;
};
const logIn = (bff: Bff, email: string, password = PASSWORD, remoteAddress = SCHOOL) =>
  bff.inject({ method: 'POST', url: '/api/v1/user/login', remoteAddress, payload: { email, password } });

describe('login throttling', () => {
  it('lets a classroom of 30 behind one address sign up and sign in within a minute', async () => {
    const emails: string[] = [];
    for (let n = 0; n < 30; n += 1) emails.push(await register(n % 2 ? first : second));
    const started = Date.now();
    const statuses: number[] = [];
    for (const [n, email] of emails.entries())
      statuses.push((await logIn(n % 2 ? second : first, email)).statusCode);
    expect(statuses).toEqual(emails.map(() => 200));
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it('locks an account after 5 wrong passwords, says how long, and still lets a neighbour in', async () => {
    const target = await register(first);
    const neighbour = await register(first);
    const statuses: number[] = [];
    let lastRefusal: Awaited<ReturnType<typeof logIn>> | undefined;
    for (let n = 0; n < 40; n += 1) {
      const reply = await logIn(n % 2 ? first : second, target, 'wrong-password');
      statuses.push(reply.statusCode);
      if (reply.statusCode === 429) lastRefusal = reply;
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    expect(lastRefusal?.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(lastRefusal?.json().message).toMatch(/Too many failed sign-ins for this account\. .*1 minute\./);
    expect(Number(lastRefusal?.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(lastRefusal?.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Even the right password waits: the lock is on the account, not on the guess.
    expect((await logIn(first, target)).statusCode).toBe(429);
    expect((await logIn(second, neighbour)).statusCode).toBe(200);
  });

  it('counts failures across replicas: the second sees the first one’s', async () => {
    const target = await register(first);
    for (let n = 0; n < 5; n += 1) expect((await logIn(first, target, 'nope-nope')).statusCode).toBe(401);
    const reply = await logIn(second, target, 'nope-nope');
    expect(reply.statusCode).toBe(429);
    expect(reply.headers['retry-after']).toBeDefined();
  });

  it('forgets an account’s failures at its next successful login', async () => {
    const learner = await register(first);
    for (let round = 0; round < 3; round += 1) {
      for (let n = 0; n < 4; n += 1) expect((await logIn(first, learner, 'typo-typo')).statusCode).toBe(401);
      expect((await logIn(second, learner)).statusCode).toBe(200);
    }
  });

  it('locks the account everywhere after 10 failures spread over addresses, but not where its owner signs in', async () => {
    const home = '198.51.100.250';
    const target = await register(first);
    expect((await logIn(first, target, PASSWORD, home)).statusCode).toBe(200);
    for (let n = 0; n < 10; n += 1) {
      const reply = await logIn(first, target, 'spread-guess', `198.51.100.${n + 1}`);
      expect(reply.statusCode).toBe(401);
    }
    expect((await logIn(second, target, PASSWORD, '198.51.100.200')).statusCode).toBe(429);
    // Whoever fails logins for someone else's e-mail from elsewhere does not lock its owner out at home.
    expect((await logIn(second, target, PASSWORD, home)).statusCode).toBe(200);
  });

  it('stops an address after its budget of failures, whatever the accounts', async () => {
    const strict = await startBff(env, {
      AUTH_URL: authUrl,
      RATE_LIMIT_DATABASE_URL: counters.url,
      LOGIN_FAILURES_PER_ADDRESS: 3,
    });
    const sprayer = '192.0.2.99';
    for (let n = 0; n < 3; n += 1) {
      expect((await logIn(strict, `nobody-${n}@example.com`, 'spray-spray', sprayer)).statusCode).toBe(401);
    }
    const refused = await logIn(strict, 'nobody-else@example.com', 'spray-spray', sprayer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/from your network/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    await strict.close();
  });

  it('doubles the lockout with every further failure, up to an hour', () => {
    expect([5, 6, 7, 8, 12, 20].map((failures) => lockoutSeconds(failures, 5))).toEqual([
      60, 120, 240, 480, 3600, 3600,
    ]);
  });
});

describe('password change throttling', () => {
  const changePassword = (bff: Bff, token: string, currentPassword: string, method: 'POST' | 'PUT') =>
    bff.inject({
      method,
      url: method === 'POST' ? '/api/v1/user/change-password' : '/api/v1/userProfile/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword, newPassword: 'a-brand-new-secret-8' },
    });
  const tokenOf = async (email: string) => (await logIn(first, email)).json().token as string;

  it('locks password changes after 5 wrong current passwords for the account, on both paths and replicas', async () => {
    const stolen = await tokenOf(await register(first));
    const statuses: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      statuses.push(
        (await changePassword(n % 2 ? first : second, stolen, 'a-guess-at-it', 'POST')).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const locked = await changePassword(second, stolen, 'another-guess', 'PUT');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many wrong current passwords for this account\. .*1 minute\./);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(50);
    // Even the right password waits while the lock lasts; another account is not affected.
    expect((await changePassword(first, stolen, PASSWORD, 'POST')).statusCode).toBe(429);
    const other = await tokenOf(await register(first));
    expect((await changePassword(first, other, PASSWORD, 'PUT')).statusCode).toBe(200);
  });

  it('does not count a refused new password or a right current one as a guess', async () => {
    const owner = await tokenOf(await register(first));
    for (let n = 0; n < 6; n += 1) {
      const same = await first.inject({
        method: 'POST',
        url: '/api/v1/user/change-password',
        headers: { authorization: `Bearer ${owner}` },
        payload: { currentPassword: PASSWORD, newPassword: PASSWORD },
      });
      expect(same.json()).toMatchObject({ code: 'SAME_PASSWORD' });
    }
    for (let n = 0; n < 4; n += 1) {
      expect((await changePassword(first, owner, 'a-typo-typo', 'POST')).statusCode).toBe(400);
    }
    expect((await changePassword(first, owner, PASSWORD, 'POST')).statusCode).toBe(200);
  });
});

describe('registration and password reset limits', () => {
  it('refuses a sixth sign-up for one e-mail within the hour', async () => {
    const email = `twice-${randomUUID()}@example.com`;
    const attempt = () => signUpAttempt(first, email, '192.0.2.10');
    const statuses = [];
    for (let n = 0; n < 6; n += 1) statuses.push((await attempt()).statusCode);
    expect(statuses[0]).toBe(201);
    // A taken address is answered like a new one (nothing is created); the limit still counts it.
    expect(statuses.slice(1, 5).every((status) => status === 201)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it('does not count sign-ups answered 503 while auth is down: retrying through an outage never locks out', async () => {
    // A replica whose auth service is unreachable, sharing the counters with one that reaches it.
    const cutOff = await startBff(env, { RATE_LIMIT_DATABASE_URL: counters.url });
    const email = `patient-${randomUUID()}@example.com`;
    const attempt = (bff: Bff) => signUpAttempt(bff, email, '192.0.2.12');
    const during = [];
    for (let n = 0; n < 8; n += 1) during.push((await attempt(cutOff)).statusCode);
    await cutOff.close();
    expect(during).toEqual(during.map(() => 503));
    expect((await attempt(first)).statusCode).toBe(201);
  });

  it('sends at most 3 reset mails an hour for one e-mail', async () => {
    const email = await register(first);
    const request = (bff: Bff) =>
      bff.inject({
        method: 'POST',
        url: '/api/v1/user/reset',
        remoteAddress: '192.0.2.11',
        payload: { email },
      });
    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await request(n % 2 ? first : second)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
