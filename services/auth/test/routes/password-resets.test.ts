import { eventually, queryDatabase } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthService, startAuthService } from '../support/auth-service.ts';

let service: AuthService;
const email = 'linus@example.com';
beforeAll(async () => {
  service = await startAuthService();
  await service.app.inject({
    method: 'POST',
    url: '/users',
    payload: { fullName: 'Linus Torvalds', email, password: 'original-password' },
  });
});
afterAll(() => service.stop());

const requestReset = (address: string) =>
  service.app.inject({ method: 'POST', url: '/password-resets', payload: { email: address } });
const resetWith = (token: string, password: string) =>
  service.app.inject({ method: 'POST', url: `/password-resets/${token}`, payload: { password } });
const login = (password: string) =>
  service.app.inject({ method: 'POST', url: '/sessions', payload: { email, password } });
const tokenFromMail = (mail: string) => mail.match(/\/app\/reset-password\/([\w-]+)/)?.[1] ?? '';

describe('password reset', () => {
  it('mails a link whose token works exactly once', async () => {
    expect((await requestReset(email)).statusCode).toBe(202);
    const mail = await service.mailTo(email);
    expect(mail).toContain('http://academy.test/app/reset-password/');
    const token = tokenFromMail(mail);
    const first = await resetWith(token, 'brand-new-pass');
    expect(first.statusCode).toBe(200);
    expect((await login('brand-new-pass')).statusCode).toBe(200);
    expect((await login('original-password')).statusCode).toBe(401);
    const second = await resetWith(token, 'third-password');
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toMatch(/invalid or has expired/);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const known = await requestReset(email);
    const unknown = await requestReset('ghost@example.com');
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    await expect(service.mailTo('ghost@example.com')).rejects.toThrow();
  });

  it('refuses an expired token', async () => {
    await requestReset(email);
    await new Promise((resolve) => setTimeout(resolve, 700));
    const token = tokenFromMail(await service.mailTo(email));
    await queryDatabase(
      service.config.DATABASE_URL,
      "UPDATE password_resets SET expires_at = now() - interval '1 second'",
    );
    expect((await resetWith(token, 'too-late-pass')).statusCode).toBe(400);
  });

  it('keeps only a digest, so a token read from the database is useless', async () => {
    await requestReset(email);
    const rows = await queryDatabase<{ token_hash: string }>(
      service.config.DATABASE_URL,
      'SELECT token_hash FROM password_resets WHERE used_at IS NULL AND expires_at > now()',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const response = await resetWith(row.token_hash, 'stolen-password');
      expect(response.statusCode).toBe(400);
    }
  });

  it('validates the new password', async () => {
    const response = await resetWith('a'.repeat(43), 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Choose a password of at least 10 characters');
  });

  it('refuses a common new password and leaves the link usable', async () => {
    await requestReset(email);
    await new Promise((resolve) => setTimeout(resolve, 700));
    const token = tokenFromMail(await service.mailTo(email));
    const common = await resetWith(token, 'iloveyou123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ code: 'COMMON_PASSWORD' });
    expect((await login('iloveyou123')).statusCode).toBe(401);
    expect((await resetWith(token, 'a-rarer-choice-7')).statusCode).toBe(200);
  });

  it('voids an older link when a newer one is asked for', async () => {
    await requestReset(email);
    await new Promise((resolve) => setTimeout(resolve, 700));
    const older = tokenFromMail(await service.mailTo(email));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await requestReset(email);
    const newer = await eventually(async () => {
      const token = tokenFromMail(await service.mailTo(email));
      if (token === older) throw new Error('the newer mail has not arrived yet');
      return token;
    });
    const stale = await resetWith(older, 'from-an-old-mail-9');
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'INVALID_RESET_TOKEN' });
    expect((await resetWith(newer, 'from-the-new-mail-9')).statusCode).toBe(200);
    expect((await resetWith(newer, 'used-twice-mail-99')).statusCode).toBe(400);
    expect((await login('from-the-new-mail-9')).statusCode).toBe(200);
  });
});
