import { eventually } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuth, TEST_ADMIN } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { logIn, type SignedInUser, signUp } from './support/users.ts';

// Two replicas in front of one auth service: the one that made the change refuses the account's
// tokens from its reply on, the other within about a second.
let env: TestEnvironment;
let first: Bff;
let second: Bff;
let admin: SignedInUser;
beforeAll(async () => {
  env = await createTestEnvironment();
  const authUrl = (await startAuth(env)).url;
  first = await startBff(env, { AUTH_URL: authUrl });
  second = await startBff(env, { AUTH_URL: authUrl });
  admin = await logIn(first, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await env?.stop();
});

const me = (bff: Bff, login: SignedInUser) => bff.inject({ url: '/api/v1/user/me', headers: login.bearer });
const put = (id: string, what: 'role' | 'suspended', payload: object, by = admin) =>
  first.inject({ method: 'PUT', url: `/api/v1/admin/users/${id}/${what}`, headers: by.bearer, payload });
const login = (learner: SignedInUser) =>
  first.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { email: learner.user.email, password: learner.password },
  });

describe('user management through the BFF', () => {
  it('lists and searches accounts for administrators, passing page and limit on', async () => {
    const learner = await signUp(first, 'Zelda Searchable');
    const reply = await first.inject({
      url: '/api/v1/admin/users?search=zelda%20SEARCH&page=1&limit=5',
      headers: admin.bearer,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      users: [
        {
          id: learner.user.id,
          fullName: 'Zelda Searchable',
          email: learner.user.email,
          role: 'USER',
          suspended: false,
          createdAt: learner.user.createdAt,
        },
      ],
      total: 1,
      page: 1,
      limit: 5,
    });
    expect(
      (await first.inject({ url: '/api/v1/admin/users?limit=0', headers: admin.bearer })).statusCode,
    ).toBe(400);
    expect((await first.inject({ url: '/api/v1/admin/users', headers: learner.bearer })).statusCode).toBe(
      403,
    );
  });

  it('a suspension refuses the learner’s open login at once here and soon on the other replica; login is refused with 403', async () => {
    const learner = await signUp(first, 'Sam Suspended');
    const elsewhere = await logIn(second, learner.user.email, learner.password);
    const suspended = await put(learner.user.id, 'suspended', { suspended: true });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({
      user: { suspended: true },
      message: 'Sam Suspended is suspended',
    });

    const here = await me(first, learner);
    expect(here.statusCode).toBe(401);
    expect(here.json()).toEqual({ message: 'Session ended. Please log in again.', code: 'SESSION_ENDED' });
    await eventually(async () => expect((await me(second, elsewhere)).statusCode).toBe(401));
    const refused = await login(learner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'This account is suspended. Please contact support if you think this is a mistake.',
      code: 'ACCOUNT_SUSPENDED',
    });

    expect((await put(learner.user.id, 'suspended', { suspended: false })).statusCode).toBe(200);
    expect((await login(learner)).statusCode).toBe(200);
  });

  it('a demoted administrator loses admin access at once; their new login is a learner’s', async () => {
    const learner = await signUp(first, 'Pat Promoted');
    expect((await put(learner.user.id, 'role', { role: 'ADMIN' })).json().user.role).toBe('ADMIN');
    expect((await me(first, learner)).statusCode).toBe(401);
    const promoted = await logIn(first, learner.user.email, learner.password);
    expect(promoted.user.role).toBe('ADMIN');
    const adminList = () => first.inject({ url: '/api/v1/admin/users?limit=1', headers: promoted.bearer });
    expect((await adminList()).statusCode).toBe(200);

    expect((await put(learner.user.id, 'role', { role: 'USER' })).statusCode).toBe(200);
    expect((await adminList()).statusCode).toBe(401);
    expect((await logIn(first, learner.user.email, learner.password)).user.role).toBe('USER');
  });

  it('passes the guard rails’ 409 on: no administrator suspends or demotes themself', async () => {
    const own = await put(admin.user.id, 'suspended', { suspended: true });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({
      message: 'You cannot suspend or reinstate your own account',
      code: 'OWN_ACCOUNT',
    });
    expect((await put(admin.user.id, 'role', { role: 'USER' })).json().code).toBe('OWN_ACCOUNT');
    expect((await me(first, admin)).statusCode).toBe(200);
  });
});
