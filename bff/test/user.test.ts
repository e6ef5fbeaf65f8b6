import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuth } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { logIn, signUp } from './support/users.ts';

let env: TestEnvironment;
let bff: Bff;
let mailDir: string;
beforeAll(async () => {
  env = await createTestEnvironment();
  const auth = await startAuth(env);
  mailDir = auth.mailDir;
  bff = await startBff(env, { AUTH_URL: auth.url });
});
afterAll(async () => {
  await bff.close();
  await env.stop();
});

const post = (url: string, payload?: unknown, headers?: Record<string, string>) =>
  bff.inject({ method: 'POST', url: `/api/v1/${url}`, payload: payload as object, headers });

describe('POST user/register', () => {
  it('answers {success, user, message}', async () => {
    const response = await post('user/register', {
      fullName: 'Mary Jackson',
      email: 'mary@example.com',
      password: 'wind-tunnel-1',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Account created successfully!',
      user: { fullName: 'Mary Jackson', email: 'mary@example.com', role: 'USER' },
    });
    expect(response.json().user).not.toHaveProperty('passwordHash');
  });

  it('answers 400 naming the missing field', async () => {
    const missing = await post('user/register', { fullName: 'No Mail', password: 'long-enough-1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('email is required');
  });

  it('answers a taken e-mail exactly like a new one, and the given password opens nothing', async () => {
    const taken = await post('user/register', {
      fullName: 'Mary',
      email: 'MARY@example.com',
      password: 'wind-tunnel-2',
    });
    const fresh = await post('user/register', {
      fullName: 'Mary',
      email: 'mary.other@example.com',
      password: 'wind-tunnel-2',
    });
    expect(taken.statusCode).toBe(201);
    expect(fresh.statusCode).toBe(201);
    const keysOf = (reply: Record<string, unknown>) => [
      ...Object.keys(reply),
      ...Object.keys(reply.user as object),
    ];
    expect(keysOf(taken.json())).toEqual(keysOf(fresh.json()));
    expect(taken.json()).toMatchObject({ success: true, message: 'Account created successfully!' });
    expect(taken.cookies).toEqual([]);
    expect(
      (await post('user/login', { email: 'mary@example.com', password: 'wind-tunnel-2' })).statusCode,
    ).toBe(401);
  });

  it('refuses a short or common password with a sentence', async () => {
    const register = (password: string) =>
      post('user/register', { fullName: 'Weak', email: 'weak@example.com', password });
    const short = await register('nine-char');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Choose a password of at least 10 characters');
    const common = await register('password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/^This password is too common/);
  });
});

describe('POST user/login and the session', () => {
  it('sets HttpOnly SameSite cookies and returns the user and a token for API clients', async () => {
    const response = await post('user/login', { email: 'mary@example.com', password: 'wind-tunnel-1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { email: 'mary@example.com' },
      message: 'Login successful!',
    });
    expect(response.json().token).toMatch(/^ey/);
    const access = response.cookies.find((c) => c.name === 'access_token');
    const refresh = response.cookies.find((c) => c.name === 'refresh_token');
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/user' });
  });

  it('accepts the session cookie or the Bearer token on user/me', async () => {
    const learner = await signUp(bff, 'Cookie Monster');
    const byCookie = await bff.inject({
      url: '/api/v1/user/me',
      cookies: { access_token: learner.cookies.access_token! },
    });
    expect(byCookie.json().user.id).toBe(learner.user.id);
    const byBearer = await bff.inject({ url: '/api/v1/user/me', headers: learner.bearer });
    expect(byBearer.json().user.id).toBe(learner.user.id);
  });

  it("answers 401 'Authentication required', 'Token expired' and 'Invalid token' on user/me", async () => {
    const none = await bff.inject({ url: '/api/v1/user/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Authentication required');
    const expired = env.tokenFor('00000000-0000-4000-8000-000000000001', 'USER', -1000);
    const late = await bff.inject({
      url: '/api/v1/user/me',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toContain('expired');
    const bad = await bff.inject({
      url: '/api/v1/user/me',
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe('Invalid token');
  });

  it('refreshes with the refresh cookie, and logout makes it useless', async () => {
    const learner = await signUp(bff);
    const refreshed = await bff.inject({
      method: 'POST',
      url: '/api/v1/user/refresh',
      cookies: { refresh_token: learner.cookies.refresh_token! },
    });
    expect(refreshed.statusCode).toBe(200);
    const newRefresh = refreshed.cookies.find((c) => c.name === 'refresh_token')!.value;
    const logout = await bff.inject({
      method: 'POST',
      url: '/api/v1/user/logout',
      cookies: { refresh_token: newRefresh },
    });
    expect(logout.json()).toEqual({ message: 'Logout successful!' });
    expect(logout.cookies.find((c) => c.name === 'access_token')?.value).toBe('');
    const again = await bff.inject({
      method: 'POST',
      url: '/api/v1/user/refresh',
      cookies: { refresh_token: newRefresh },
    });
    expect(again.statusCode).toBe(401);
  });

  it('refuses a wrong password with 401 and bad input with 400', async () => {
    expect((await post('user/login', { email: 'mary@example.com', password: 'nope' })).statusCode).toBe(401);
    const bad = await post('user/login', { email: 'mary@example.com' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('password is required');
  });
});

describe('POST user/change-password', () => {
  it('changes the password after checking the current one', async () => {
    const learner = await signUp(bff);
    const wrong = await post(
      'user/change-password',
      { currentPassword: 'not-it', newPassword: 'next-password-1' },
      learner.bearer,
    );
    expect(wrong.statusCode).toBe(400);
    const ok = await post(
      'user/change-password',
      { currentPassword: learner.password, newPassword: 'next-password-1' },
      learner.bearer,
    );
    expect(ok.json()).toEqual({ message: 'Password changed successfully' });
    await expect(logIn(bff, learner.user.email, 'next-password-1')).resolves.toBeTruthy();
  });

  it('answers 401 without a session and 400 for a new password under 10 characters', async () => {
    expect(
      (await post('user/change-password', { currentPassword: 'a', newPassword: 'long-enough-1' })).statusCode,
    ).toBe(401);
    const learner = await signUp(bff);
    const short = await post(
      'user/change-password',
      { currentPassword: learner.password, newPassword: 'short' },
      learner.bearer,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Choose a password of at least 10 characters');
  });
});

describe('password reset through the BFF', () => {
  it('POST user/reset mails a link; POST user/reset/{token} sets the password once', async () => {
    const learner = await signUp(bff);
    const requested = await post('user/reset', { email: learner.user.email });
    expect(requested.statusCode).toBe(200);
    expect(requested.json().message).toMatch(/reset link has been sent/);
    let mail = '';
    for (let i = 0; i < 50 && !mail; i += 1) {
      for (const file of await readdir(mailDir)) {
        const text = await readFile(join(mailDir, file), 'utf8');
        // The account's welcome mail is there too; the reset mail is the one with the link.
        if (text.includes(learner.user.email) && text.includes('reset-password/')) mail = text;
      }
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const token = mail.match(/reset-password\/([\w-]+)/)![1]!;
    const reset = await post(`user/reset/${token}`, { password: 'after-reset-1' });
    expect(reset.json().message).toMatch(/has been reset/);
    expect((await post(`user/reset/${token}`, { password: 'again-reset-1' })).statusCode).toBe(400);
    await expect(logIn(bff, learner.user.email, 'after-reset-1')).resolves.toBeTruthy();
  });

  it('answers 400 for a malformed e-mail or password', async () => {
    expect((await post('user/reset', { email: 'nope' })).statusCode).toBe(400);
    expect((await post(`user/reset/${'x'.repeat(43)}`, {})).json().message).toBe('password is required');
  });
});

describe('category', () => {
  it('reads and updates the category of the signed-in user only', async () => {
    const learner = await signUp(bff);
    const status = await bff.inject({ url: '/api/v1/user/category-status', headers: learner.bearer });
    expect(status.json().user.category).toBe('student');
    const updated = await bff.inject({
      method: 'PUT',
      url: '/api/v1/user/update-category',
      headers: learner.bearer,
      payload: { category: 'professional' },
    });
    expect(updated.json().user.category).toBe('professional');
    const bad = await bff.inject({
      method: 'PUT',
      url: '/api/v1/user/update-category',
      headers: learner.bearer,
      payload: { category: 'wizard' },
    });
    expect(bad.statusCode).toBe(400);
    const someoneElse = await bff.inject({
      method: 'PUT',
      url: '/api/v1/user/update-category',
      headers: learner.bearer,
      payload: { category: 'student', userId: '00000000-0000-4000-8000-000000000009' },
    });
    expect(someoneElse.statusCode).toBe(400);
    expect((await bff.inject({ url: '/api/v1/user/category-status' })).statusCode).toBe(401);
  });
});
