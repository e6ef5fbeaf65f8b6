import { auth } from '@academy/contracts';
import { queryDatabase, readStream } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthService, startAuthService } from '../support/auth-service.ts';

let service: AuthService;
const password = 'difference-engine';
const register = (fullName: string, email: string) =>
  service.app.inject({ method: 'POST', url: '/users', payload: { fullName, email, password } });
const login = (email: string) =>
  service.app.inject({ method: 'POST', url: '/sessions', payload: { email, password } });
const confirm = (token: string) => service.app.inject({ method: 'POST', url: `/email-changes/${token}` });
const tokenFromMail = (mail: string) => mail.match(/\/app\/confirm-email\/([\w-]+)/)?.[1] ?? '';

/** A fresh account and a way to send its profile form. */
const account = async (name: string) => {
  const email = `${name}@example.com`;
  const id = (await register(name, email)).json().user.id as string;
  const token = service.tokenFor(id);
  const saveProfile = (payload: Record<string, unknown>) =>
    service.app.inject({
      method: 'PATCH',
      url: `/users/${id}/profile`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  const storedEmail = async () =>
    (
      await queryDatabase<{ email: string }>(
        service.config.DATABASE_URL,
        'SELECT email FROM users WHERE id = $1',
        [id],
      )
    )[0]?.email;
  return { id, email, saveProfile, storedEmail };
};

beforeAll(async () => {
  service = await startAuthService();
});
afterAll(() => service.stop());

describe('changing the e-mail address', () => {
  it('needs the current password for another address and changes nothing without it', async () => {
    const ada = await account('ada');
    const missing = await ada.saveProfile({ email: 'ada.new@example.com', fullName: 'Ada Renamed' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'PASSWORD_REQUIRED' });
    const wrong = await ada.saveProfile({
      email: 'ada.new@example.com',
      fullName: 'Ada Renamed',
      currentPassword: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    const [row] = await queryDatabase<{ email: string; full_name: string }>(
      service.config.DATABASE_URL,
      'SELECT email, full_name FROM users WHERE id = $1',
      [ada.id],
    );
    expect(row).toEqual({ email: 'ada@example.com', full_name: 'ada' });
    const pending = await queryDatabase(service.config.DATABASE_URL, 'SELECT 1 FROM email_changes');
    expect(pending).toHaveLength(0);
    // Another letter case is the same mailbox: saved at once, without a password.
    const recased = await ada.saveProfile({ email: 'Ada@Example.com' });
    expect(recased.statusCode).toBe(200);
    expect(recased.json().user.email).toBe('Ada@Example.com');
  });

  it('keeps the old address until the mailed link is opened, tells the old address, and the link works once', async () => {
    const bob = await account('bob');
    const saved = await bob.saveProfile({
      email: 'bob.new@example.com',
      currentPassword: password,
      timezone: 'GMT',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user).toMatchObject({ email: 'bob@example.com', timezone: 'GMT' });
    expect(saved.json().message).toContain('bob.new@example.com');
    expect(await bob.storedEmail()).toBe('bob@example.com');
    expect((await login('bob@example.com')).statusCode).toBe(200);
    expect((await login('bob.new@example.com')).statusCode).toBe(401);

    const notice = await service.mailTo('bob@example.com');
    expect(notice).toContain('Subject: Your Academy e-mail address is about to change');
    expect(notice).toContain('bob.new@example.com');
    const confirmation = await service.mailTo('bob.new@example.com');
    expect(confirmation).toContain('http://academy.test/app/confirm-email/');
    const token = tokenFromMail(confirmation);
    const stored = await queryDatabase<{ token_hash: string }>(
      service.config.DATABASE_URL,
      'SELECT token_hash FROM email_changes WHERE user_id = $1',
      [bob.id],
    );
    expect(stored[0]?.token_hash).not.toContain(token);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toContain('bob.new@example.com');
    expect(await bob.storedEmail()).toBe('bob.new@example.com');
    expect((await login('bob.new@example.com')).statusCode).toBe(200);
    expect((await login('bob@example.com')).statusCode).toBe(401);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid or has expired/);

    const subject = auth.userUpdated.subject;
    let published = false;
    for (let i = 0; i < 50 && !published; i += 1) {
      const events = await readStream(service.config.NATS_URL, service.config.SUBJECT_PREFIX, subject);
      published = events.some(
        (m) => (m.data as { data: { email: string } }).data.email === 'bob.new@example.com',
      );
      if (!published) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(published).toBe(true);
  });

  it('refuses an expired link and leaves the address as it was', async () => {
    const cleo = await account('cleo');
    await cleo.saveProfile({ email: 'cleo.new@example.com', currentPassword: password });
    const token = tokenFromMail(await service.mailTo('cleo.new@example.com'));
    await queryDatabase(
      service.config.DATABASE_URL,
      "UPDATE email_changes SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [cleo.id],
    );
    expect((await confirm(token)).statusCode).toBe(400);
    expect(await cleo.storedEmail()).toBe('cleo@example.com');
  });

  it("answers a taken address alike, makes no link and tells that address's owner", async () => {
    await account('dora');
    const eve = await account('eve');
    const free = await eve.saveProfile({ email: 'eve.free@example.com', currentPassword: password });
    const taken = await eve.saveProfile({ email: 'DORA@example.com', currentPassword: password });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(Object.keys(taken.json())).toEqual(Object.keys(free.json()));
    expect(taken.json().user).toEqual(free.json().user);
    expect(taken.json().message).toBe(
      free.json().message.replace('eve.free@example.com', 'DORA@example.com'),
    );
    const links = await queryDatabase(
      service.config.DATABASE_URL,
      'SELECT 1 FROM email_changes WHERE user_id = $1 AND used_at IS NULL',
      [eve.id],
    );
    // The earlier request to eve.free lapsed when the second was made; the taken address got no link.
    expect(links).toHaveLength(0);
    const warning = await service.mailTo('dora@example.com');
    expect(warning).toContain('Subject: Someone tried to use your address on another account');
    expect(warning).not.toContain('/app/confirm-email/');
    expect(await eve.storedEmail()).toBe('eve@example.com');
  });

  it('a password reset cancels an unconfirmed change', async () => {
    const gus = await account('gus');
    await gus.saveProfile({ email: 'gus.new@example.com', currentPassword: password });
    const token = tokenFromMail(await service.mailTo('gus.new@example.com'));
    await service.app.inject({ method: 'POST', url: '/password-resets', payload: { email: gus.email } });
    const resetMail = await (async () => {
      for (let i = 0; i < 50; i += 1) {
        const mail = await service.mailTo(gus.email);
        if (mail.includes('/app/reset-password/')) return mail;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('no reset mail');
    })();
    const resetToken = resetMail.match(/\/app\/reset-password\/([\w-]+)/)?.[1] ?? '';
    const reset = await service.app.inject({
      method: 'POST',
      url: `/password-resets/${resetToken}`,
      payload: { password: 'after-the-reset' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(400);
    expect(await gus.storedEmail()).toBe('gus@example.com');
  });
});
