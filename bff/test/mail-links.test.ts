import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnsubscribeSigner } from '../../services/auth/src/mail/unsubscribe-links.ts';
import { startAuth } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { signUp } from './support/users.ts';

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

/** The newest token of `pattern` in the caught mail to `email`. */
const tokenMailedTo = async (email: string, pattern: RegExp) => {
  for (let i = 0; i < 50; i += 1) {
    const mails = await Promise.all(
      (await readdir(mailDir)).sort().map((file) => readFile(join(mailDir, file), 'utf8')),
    );
    const token = mails
      .filter((mail) => mail.startsWith(`To: ${email}\n`))
      .map((mail) => mail.match(pattern)?.[1])
      .findLast(Boolean);
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no link mailed to ${email}`);
};

describe('the public links of mails', () => {
  it('the welcome mail confirms the address through user/confirm-address; the profile says so', async () => {
    const { user, bearer: headers } = await signUp(bff, 'Annie Easley');
    const profile = async () =>
      (await bff.inject({ method: 'GET', url: '/api/v1/userProfile/profile', headers })).json().user;
    expect((await profile()).emailConfirmed).toBe(false);
    const tooSoon = await bff.inject({
      method: 'POST',
      url: '/api/v1/userProfile/send-confirmation',
      headers,
    });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().code).toBe('CONFIRMATION_RESEND_TOO_SOON');
    // The auth service's wait reaches the caller: within the two minutes between links.
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(100);
    expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(120);

    const token = await tokenMailedTo(user.email, /\/app\/confirm-address\/([\w-]+)/);
    const confirmed = await bff.inject({ method: 'POST', url: `/api/v1/user/confirm-address/${token}` });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(`Thank you: ${user.email} is confirmed.`);
    expect((await profile()).emailConfirmed).toBe(true);
    const again = await bff.inject({ method: 'POST', url: '/api/v1/userProfile/send-confirmation', headers });
    expect(again.statusCode).toBe(409);
  });

  it("a mail program's one-click POST from another site unsubscribes; the page reads it and undoes it", async () => {
    const { user } = await signUp(bff, 'Dorothy Vaughan');
    const token = createUnsubscribeSigner(env.keys.privateKey).sign(user.id, 'courseUpdates');
    const url = `/api/v1/mail/unsubscribe/${token}`;

    const oneClick = await bff.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await bff.inject({ method: 'GET', url })).json()).toMatchObject({
      preference: 'courseUpdates',
      label: 'Course Updates',
      subscribed: false,
    });
    // The page's undo is the site's own request, JSON.
    const undo = await bff.inject({ method: 'PUT', url, payload: { subscribed: true } });
    expect(undo.json()).toMatchObject({ subscribed: true });
    // The multipart form RFC 8058 also allows.
    const boundary = 'one-click-boundary';
    const multipart = await bff.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'sec-fetch-site': 'cross-site',
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect((await bff.inject({ method: 'GET', url })).json()).toMatchObject({ subscribed: false });
    await bff.inject({ method: 'PUT', url, payload: { subscribed: true } });
    // Changing it back from another site is refused: only the one-click POST is open to them.
    const crossSite = await bff.inject({
      method: 'PUT',
      url,
      headers: { origin: 'https://mail.example.net' },
      payload: { subscribed: false },
    });
    expect(crossSite.statusCode).toBe(403);

    const forged = await bff.inject({
      method: 'POST',
      url: `/api/v1/mail/unsubscribe/${user.id}.courseUpdates.${'A'.repeat(43)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    expect((await bff.inject({ method: 'GET', url })).json()).toMatchObject({ subscribed: true });
  });
});
