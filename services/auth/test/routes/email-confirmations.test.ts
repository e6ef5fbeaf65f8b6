import { queryDatabase } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthService, startAuthService } from '../support/auth-service.ts';

let service: AuthService;
const password = 'difference-engine';

beforeAll(async () => {
  service = await startAuthService();
});
afterAll(() => service.stop());

const linkIn = (mail: string) => mail.match(/http:\/\/academy\.test\/app\/confirm-address\/([\w-]+)/)?.[1];
const confirm = (token: string) =>
  service.app.inject({ method: 'POST', url: `/email-confirmations/${token}` });

/** A new account, its welcome mail's confirmation token, and its profile and "send again" as its owner. */
const account = async (name: string) => {
  const email = `${name}@example.com`;
  const registered = await service.app.inject({
    method: 'POST',
    url: '/users',
    payload: { fullName: name, email, password },
  });
  const id = registered.json().user.id as string;
  const headers = { authorization: `Bearer ${service.tokenFor(id)}` };
  const welcome = await service.mailTo(email, 'Welcome to the Academy');
  return {
    id,
    email,
    welcomeToken: linkIn(welcome) ?? '',
    confirmed: async () =>
      (await service.app.inject({ method: 'GET', url: `/users/${id}/profile`, headers })).json().user
        .emailConfirmed as boolean,
    sendAgain: () => service.app.inject({ method: 'POST', url: `/users/${id}/email-confirmation`, headers }),
  };
};

/** As if the account's last link had been sent long enough ago for "send again". */
const backdateLinks = (userId: string, minutes: number) =>
  queryDatabase(
    service.database.url,
    `UPDATE email_confirmations SET created_at = created_at - make_interval(mins => $2) WHERE user_id = $1`,
    [userId, minutes],
  );

describe('confirming the address', () => {
  it('the welcome mail carries a single-use link; opening it marks the address confirmed on the profile', async () => {
    const ada = await account('ada');
    expect(ada.welcomeToken).toMatch(/^[\w-]{43}$/);
    expect(await ada.confirmed()).toBe(false);
    // Signing in does not wait for it.
    const login = await service.app.inject({
      method: 'POST',
      url: '/sessions',
      payload: { email: ada.email, password },
    });
    expect(login.statusCode).toBe(200);

    const opened = await confirm(ada.welcomeToken);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().message).toBe('Thank you: ada@example.com is confirmed.');
    expect(await ada.confirmed()).toBe(true);

    const again = await confirm(ada.welcomeToken);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_CONFIRMATION_TOKEN' });
    const resend = await ada.sendAgain();
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toMatchObject({ code: 'ALREADY_CONFIRMED' });
  });

  it('refuses an expired link, a made-up one, and a link for an address the account no longer has', async () => {
    const bea = await account('bea');
    await queryDatabase(
      service.database.url,
      "UPDATE email_confirmations SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [bea.id],
    );
    expect((await confirm(bea.welcomeToken)).statusCode).toBe(400);
    expect((await confirm('x'.repeat(43))).statusCode).toBe(400);
    expect((await confirm('short')).statusCode).toBe(400);
    expect(await bea.confirmed()).toBe(false);

    const cid = await account('cid');
    await queryDatabase(service.database.url, 'UPDATE users SET email = $2 WHERE id = $1', [
      cid.id,
      'cid.elsewhere@example.com',
    ]);
    expect((await confirm(cid.welcomeToken)).statusCode).toBe(400);
    expect(await cid.confirmed()).toBe(false);
  });

  it('"send again" is throttled, and its new link replaces the older ones', async () => {
    const dot = await account('dot');
    const tooSoon = await dot.sendAgain();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ code: 'CONFIRMATION_RESEND_TOO_SOON' });
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    await backdateLinks(dot.id, 3);
    const [first, second] = await Promise.all([dot.sendAgain(), dot.sendAgain()]);
    // Two clicks at once send one mail.
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 429]);
    const mail = await service.mailTo(dot.email, 'Confirm your Academy e-mail address');
    const token = linkIn(mail) ?? '';
    expect(token).not.toBe(dot.welcomeToken);
    expect((await confirm(dot.welcomeToken)).statusCode).toBe(400);
    expect((await confirm(token)).statusCode).toBe(200);
    expect(await dot.confirmed()).toBe(true);
  });

  it('sends at most five links a day', async () => {
    const eve = await account('eve');
    for (let sent = 1; sent < 5; sent += 1) {
      await backdateLinks(eve.id, 3);
      expect((await eve.sendAgain()).statusCode).toBe(200);
    }
    await backdateLinks(eve.id, 3);
    const refused = await eve.sendAgain();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
  });

  it('only the owner (or an administrator) asks for another link', async () => {
    const fay = await account('fay');
    const other = await service.app.inject({
      method: 'POST',
      url: `/users/${fay.id}/email-confirmation`,
      headers: { authorization: `Bearer ${service.tokenFor('7c9e6679-7425-40de-944b-e07fc1f90ae7')}` },
    });
    expect(other.statusCode).toBe(403);
    const anonymous = await service.app.inject({
      method: 'POST',
      url: `/users/${fay.id}/email-confirmation`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a confirmed change of address counts as confirming the new one', async () => {
    const gus = await account('gus');
    const headers = { authorization: `Bearer ${service.tokenFor(gus.id)}` };
    await service.app.inject({
      method: 'PATCH',
      url: `/users/${gus.id}/profile`,
      headers,
      payload: { email: 'gus.new@example.com', currentPassword: password },
    });
    const mail = await service.mailTo('gus.new@example.com', 'Confirm your new Academy e-mail address');
    const token = mail.match(/\/app\/confirm-email\/([\w-]+)/)?.[1] ?? '';
    expect((await service.app.inject({ method: 'POST', url: `/email-changes/${token}` })).statusCode).toBe(
      200,
    );
    expect(await gus.confirmed()).toBe(true);
  });
});
