import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { newLearner } from '../support/accounts.ts';
import { type Browser, browserForEachTest } from '../support/browser.ts';
import { expectToast, logIn, signUp, waitForPath } from '../support/journeys.ts';

const api = (path: string) => new URL(`/api/v1/${path}`, baseUrl).href;

/** Asks as the browser would (its cookies) until the answer is a 401, for at most `seconds`. */
async function statusWithin(browser: Browser, seconds: number): Promise<number> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const status = (await browser.context.request.get(api('user/me'))).status();
    if (status === 401 || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('a password change ends the other sessions', () => {
  const laptop = browserForEachTest();
  const phone = browserForEachTest({ mobile: true });

  it('signed in on two browsers, a change on one refuses the other’s next request within seconds', async () => {
    const learner = newLearner();
    await signUp(laptop.page, baseUrl, learner);
    await logIn(laptop.page, baseUrl, learner);
    await waitForPath(laptop.page, /dashboard$/);
    await logIn(phone.page, baseUrl, learner);
    await waitForPath(phone.page, /dashboard$/);
    expect((await phone.context.request.get(api('user/me'))).status()).toBe(200);

    const newPassword = `${learner.password}-changed`;
    await laptop.page.goto(new URL('change-password', baseUrl).href);
    await laptop.page.getByLabel('Current password').fill(learner.password);
    await laptop.page.getByLabel('New password', { exact: true }).fill(newPassword);
    await laptop.page.getByLabel('Confirm new password').fill(newPassword);
    await laptop.page.getByRole('button', { name: 'Change password' }).click();
    await expectToast(laptop.page, 'Password changed!');

    expect(await statusWithin(phone, 5)).toBe(401);
    const refused = await phone.context.request.get(api('user/me'));
    expect(await refused.json()).toMatchObject({ code: 'SESSION_ENDED' });
    // Its refresh token was revoked too: the phone cannot renew the session, and the app sends it to log in.
    expect((await phone.context.request.post(api('user/refresh'))).status()).toBe(401);
    await phone.page.goto(new URL('dashboard', baseUrl).href);
    await waitForPath(phone.page, /login$/);
    // The laptop that made the change stays signed in.
    expect((await laptop.context.request.get(api('user/me'))).status()).toBe(200);
  });
});
