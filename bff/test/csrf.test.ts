import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuth } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { type SignedInUser, signUp } from './support/users.ts';

const OURS = 'academy.test';
const EVIL = 'https://evil.example';
let env: TestEnvironment;
let bff: Bff;
let learner: SignedInUser;

beforeAll(async () => {
  env = await createTestEnvironment();
  const auth = await startAuth(env);
  bff = await startBff(env, { AUTH_URL: auth.url });
  learner = await signUp(bff);
});
afterAll(async () => {
  await bff?.close();
  await env?.stop();
});

/** What a page on another site makes the victim's browser send: their cookies ride along. */
const changeCategory = (category: string, headers: Record<string, string>, withCookies = true) =>
  bff.inject({
    method: 'PUT',
    url: '/api/v1/user/update-category',
    headers: { host: OURS, ...headers },
    ...(withCookies ? { cookies: learner.cookies } : {}),
    payload: { category },
  });
const categoryNow = async () =>
  (await bff.inject({ url: '/api/v1/user/me', headers: learner.bearer })).json().user.category;

describe('cross-site request forgery', () => {
  it('sets the session cookies SameSite and HttpOnly', async () => {
    const reply = await bff.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: learner.user.email, password: learner.password },
    });
    const cookies = Object.fromEntries(reply.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies.access_token).toMatchObject({ sameSite: 'Lax', httpOnly: true });
    expect(cookies.refresh_token).toMatchObject({ sameSite: 'Strict', httpOnly: true });
  });

  it('refuses a forged cross-site request riding on the cookies, and changes nothing', async () => {
    const before = await categoryNow();
    const target = before === 'student' ? 'professional' : 'student';
    const forgeries: Record<string, string>[] = [
      { origin: EVIL, 'sec-fetch-site': 'cross-site' },
      { origin: EVIL },
      { origin: 'null' },
      { origin: `https://sub.${OURS}`, 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of forgeries) {
      const reply = await changeCategory(target, headers);
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toEqual({
        message: 'Cross-site requests cannot change anything here',
        code: 'CSRF',
      });
    }
    expect(await categoryNow()).toBe(before);
  });

  it('refuses a cross-site login form (no session to ride on, but a session to plant)', async () => {
    const reply = await bff.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' },
      payload: { email: learner.user.email, password: learner.password },
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().code).toBe('CSRF');
  });

  it('lets the web app (same origin), API clients (Bearer) and non-browsers through', async () => {
    expect(
      (await changeCategory('professional', { 'sec-fetch-site': 'same-origin', origin: `http://${OURS}` }))
        .statusCode,
    ).toBe(200);
    expect(await categoryNow()).toBe('professional');
    expect((await changeCategory('student', { origin: `http://${OURS}` })).statusCode).toBe(200);
    expect(
      (
        await changeCategory(
          'professional',
          { ...learner.bearer, origin: EVIL, 'sec-fetch-site': 'cross-site' },
          false,
        )
      ).statusCode,
    ).toBe(200);
    expect((await changeCategory('student', {})).statusCode).toBe(200);
    expect(await categoryNow()).toBe('student');
  });

  it('leaves reads and the payment webhook open to other sites', async () => {
    const read = await bff.inject({
      url: '/api/v1/user/me',
      headers: { host: OURS, origin: EVIL, 'sec-fetch-site': 'cross-site' },
      cookies: learner.cookies,
    });
    expect(read.statusCode).toBe(200);
    const webhook = await bff.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { origin: 'https://stripe.com', 'sec-fetch-site': 'cross-site' },
      payload: { type: 'checkout.session.completed' },
    });
    expect(webhook.statusCode).not.toBe(403);
  });
});
