import { createTestDatabase } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuth } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';

const learner = { email: 'pupil@example.com', password: 'classroom-rush-1' };
const BURST = 20;
// Room for the whole burst's attempts in flight at once: each is counted before it is tried.
const FAILURES_PER_ADDRESS = BURST;

let env: TestEnvironment;
let counters: Awaited<ReturnType<typeof createTestDatabase>>;
let bff: Bff;
beforeAll(async () => {
  env = await createTestEnvironment();
  counters = await createTestDatabase('bff_counters');
  // One password hash at a time and none waiting: a burst of logins finds the auth service busy.
  const auth = await startAuth(env, { PASSWORD_HASH_CONCURRENCY: 1, PASSWORD_HASH_QUEUE: 0 });
  bff = await startBff(env, {
    AUTH_URL: auth.url,
    RATE_LIMIT_DATABASE_URL: counters.url,
    LOGIN_FAILURES_PER_ADDRESS: FAILURES_PER_ADDRESS,
  });
  const registered = await bff.inject({
    method: 'POST',
    url: '/api/v1/user/register',
    payload: { fullName: 'Pupil', ...learner, category: 'student' },
  });
  expect(registered.statusCode).toBe(201);
});
afterAll(async () => {
  await bff?.close();
  await counters?.drop();
  await env?.stop();
});

const logIn = (email: string, password: string) =>
  bff.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email, password } });

describe('a busy auth service', () => {
  it('reaches the client as its 503 with Retry-After, and a refused login is no failed attempt', async () => {
    const replies = await Promise.all(
      Array.from({ length: BURST }, () => logIn(learner.email, learner.password)),
    );
    const statuses = replies.map(({ statusCode }) => statusCode);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses).toContain(200);
    const refused = replies.filter(({ statusCode }) => statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const reply of refused) {
      expect(reply.json()).toEqual({
        code: 'PASSWORD_HASHING_BUSY',
        message: expect.stringMatching(
          /^Many people are signing in right now; please try again in \d+ seconds?\.$/,
        ),
      });
      // The header says what the sentence says: the auth service's own estimate, at least a second.
      const seconds = /in (\d+) seconds?/.exec(reply.json().message)?.[1];
      expect(reply.headers['retry-after']).toBe(seconds);
      expect(Number(seconds)).toBeGreaterThanOrEqual(1);
    }

    // Every refused attempt was given back: the address still has its whole budget of failed logins
    // (wrong guesses at addresses with no account, one each, so no account lock comes first).
    const guesses: number[] = [];
    for (let n = 0; n <= FAILURES_PER_ADDRESS; n += 1) {
      guesses.push((await logIn(`stranger-${n}@example.com`, 'wrong-guess-1')).statusCode);
    }
    expect(guesses).toEqual([...Array(FAILURES_PER_ADDRESS).fill(401), 429]);
  });
});
