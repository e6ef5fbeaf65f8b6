import { eventually } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuth } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { logIn, type SignedInUser, signUp } from './support/users.ts';

// Two replicas in front of one auth service: what one ends, the other hears of by itself.
let env: TestEnvironment;
let authUrl: string;
let first: Bff;
let second: Bff;
beforeAll(async () => {
  env = await createTestEnvironment();
  authUrl = (await startAuth(env)).url;
  first = await startBff(env, { AUTH_URL: authUrl });
  second = await startBff(env, { AUTH_URL: authUrl });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await env?.stop();
});

const me = (bff: Bff, login: SignedInUser) => bff.inject({ url: '/api/v1/user/me', headers: login.bearer });
const refusedOn = (bff: Bff, login: SignedInUser) =>
  eventually(async () => {
    const reply = await me(bff, login);
    expect(reply.statusCode).toBe(401);
    return reply;
  });

describe('ended logins', () => {
  let laptop: SignedInUser;
  let phone: SignedInUser;

  it('a password change refuses every other login’s token at once here and soon on another replica; the changer’s works', async () => {
    laptop = await signUp(first);
    phone = await logIn(second, laptop.user.email, laptop.password);
    expect((await me(first, phone)).statusCode).toBe(200);
    const change = await first.inject({
      method: 'POST',
      url: '/api/v1/user/change-password',
      headers: laptop.bearer,
      payload: { currentPassword: laptop.password, newPassword: 'a-fresh-secret-42' },
    });
    expect(change.statusCode).toBe(200);
    const here = await me(first, phone);
    expect(here.statusCode).toBe(401);
    expect(here.json()).toEqual({ message: 'Session ended. Please log in again.', code: 'SESSION_ENDED' });
    await refusedOn(second, phone);
    expect((await me(first, laptop)).statusCode).toBe(200);
    expect((await me(second, laptop)).statusCode).toBe(200);
  });

  it('a replica started after the change refuses the old token from its first request', async () => {
    const late = await startBff(env, { AUTH_URL: authUrl });
    try {
      expect((await me(late, phone)).statusCode).toBe(401);
      expect((await me(late, laptop)).statusCode).toBe(200);
    } finally {
      await late.close();
    }
  });

  it('logout ends that login’s access token, not the account’s other logins', async () => {
    const learner = await signUp(first);
    const other = await logIn(first, learner.user.email, learner.password);
    const logout = await first.inject({
      method: 'POST',
      url: '/api/v1/user/logout',
      cookies: learner.cookies,
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(first, learner)).statusCode).toBe(401);
    await refusedOn(second, learner);
    expect((await me(second, other)).statusCode).toBe(200);
  });
});
