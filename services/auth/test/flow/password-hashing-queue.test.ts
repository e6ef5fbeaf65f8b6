import { loadConfig } from '@academy/kit';
import { queryDatabase } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigSchema } from '../../src/config.ts';
import { type AuthService, startAuthService } from '../support/auth-service.ts';

// One hash at a time and three waiting: a burst of 30 finds the queue full.
const LIMITS = { PASSWORD_HASH_CONCURRENCY: 1, PASSWORD_HASH_QUEUE: 3 };
const ACCEPTED_AT_LEAST = LIMITS.PASSWORD_HASH_CONCURRENCY + LIMITS.PASSWORD_HASH_QUEUE;
const BURST = 30;
const learner = { email: 'pupil@example.com', password: 'classroom-rush-1' };

let service: AuthService;
let accessToken: string;
beforeAll(async () => {
  service = await startAuthService(LIMITS);
  const registered = await service.app.inject({
    method: 'POST',
    url: '/users',
    payload: { fullName: 'Pupil', ...learner },
  });
  accessToken = service.tokenFor(registered.json().user.id);
});
afterAll(() => service.stop());

const logIn = () => service.app.inject({ method: 'POST', url: '/sessions', payload: learner });
const count = async (table: string) =>
  Number(
    (
      await queryDatabase<{ n: string }>(service.config.DATABASE_URL, `SELECT count(*) AS n FROM ${table}`)
    )[0]!.n,
  );
const statusesOf = (replies: { statusCode: number }[]) => replies.map(({ statusCode }) => statusCode);

describe('password hashing queue', () => {
  it('refuses logins past the queue at once with 503 and Retry-After, lets the others in, and issues nothing for a refusal', async () => {
    const tokensBefore = await count('refresh_tokens');
    const replies = await Promise.all(Array.from({ length: BURST }, logIn));

    const statuses = statusesOf(replies);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    const refused = replies.filter(({ statusCode }) => statusCode === 503);
    const succeeded = statuses.filter((status) => status === 200).length;
    // Nobody is refused before every slot and place in the queue is taken.
    expect(succeeded).toBeGreaterThanOrEqual(ACCEPTED_AT_LEAST);
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
    // A refused login signed nobody in: one login (refresh token family) per success.
    expect(await count('refresh_tokens')).toBe(tokensBefore + succeeded);
    // Once the rush is over, logging in works again.
    expect((await logIn()).statusCode).toBe(200);
  });

  it('creates no account for a sign-up refused while the queue is full', async () => {
    const usersBefore = await count('users');
    const emails = Array.from({ length: BURST }, (_, n) => `newcomer-${n}@example.com`);
    const replies = await Promise.all(
      emails.map((email) =>
        service.app.inject({
          method: 'POST',
          url: '/users',
          payload: { fullName: 'Newcomer', email, password: learner.password },
        }),
      ),
    );
    const statuses = statusesOf(replies);
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
    expect(statuses).toContain(503);
    const created = await queryDatabase<{ email: string }>(
      service.config.DATABASE_URL,
      'SELECT email FROM users WHERE email LIKE $1',
      ['newcomer-%'],
    );
    expect(created.map(({ email }) => email).sort()).toEqual(
      emails.filter((_, n) => statuses[n] === 201).sort(),
    );
    expect(await count('users')).toBe(usersBefore + created.length);
  });

  it('answers a signed-in read while logins wait for their turn', async () => {
    const settled: string[] = [];
    let queueFull: () => void = () => {};
    const refusedOnce = new Promise<void>((resolve) => {
      queueFull = resolve;
    });
    const logins = Array.from({ length: BURST }, () =>
      logIn().then((reply) => {
        settled.push(`login ${reply.statusCode}`);
        if (reply.statusCode === 503) queueFull();
        return reply;
      }),
    );
    // A refusal means every place was taken at that moment: the read is asked while logins still wait.
    await Promise.race([refusedOnce, Promise.all(logins)]);
    const me = await service.app.inject({
      url: '/users/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    settled.push('read');
    await Promise.all(logins);

    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(learner.email);
    expect(settled).toContain('login 503');
    // The read was answered before the last of the queued logins.
    expect(settled.indexOf('read')).toBeLessThan(settled.lastIndexOf('login 200'));
  });

  it('takes its limits from the environment, checked at start', () => {
    const environment = Object.fromEntries(
      Object.entries(service.config).map(([name, value]) => [name, String(value)]),
    );
    const limits = { PASSWORD_HASH_CONCURRENCY: '2', PASSWORD_HASH_QUEUE: '0' };
    expect(loadConfig(ConfigSchema, { ...environment, ...limits })).toMatchObject({
      PASSWORD_HASH_CONCURRENCY: 2,
      PASSWORD_HASH_QUEUE: 0,
    });
    expect(() => loadConfig(ConfigSchema, { ...environment, PASSWORD_HASH_CONCURRENCY: '0' })).toThrow(
      /PASSWORD_HASH_CONCURRENCY/,
    );
    expect(() => loadConfig(ConfigSchema, { ...environment, PASSWORD_HASH_QUEUE: 'many' })).toThrow(
      /PASSWORD_HASH_QUEUE/,
    );
  });
});
