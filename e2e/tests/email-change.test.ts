import { describe, expect, it } from 'vitest';
import { baseUrl, mailDir } from '../support/academy.ts';
import { newLearner } from '../support/accounts.ts';
import { browserForEachTest } from '../support/browser.ts';
import { expectToast, logIn, signUp, waitForPath } from '../support/journeys.ts';
import { latestMailTo } from '../support/mailbox.ts';

describe('changing the e-mail address', () => {
  const browser = browserForEachTest();

  it('takes effect only through the link mailed to the new address; then only the new one logs in', async () => {
    const { page } = browser;
    const learner = newLearner();
    const newEmail = learner.email.replace('@', '.moved@');
    await signUp(page, baseUrl, learner);
    await logIn(page, baseUrl, learner);
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);

    // The profile asks for the password once the address differs, and keeps the old address for now.
    await page.goto(new URL('your-profile', baseUrl).href);
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Email').fill(newEmail);
    await page.getByLabel('Current password').fill(learner.password);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, `We sent a confirmation link to ${newEmail}`);
    expect(await page.getByLabel('Email').inputValue()).toBe(learner.email);

    expect(await latestMailTo(mailDir, learner.email)).toContain(newEmail);
    const link = (await latestMailTo(mailDir, newEmail)).match(
      /https?:\/\/\S+\/app\/confirm-email\/[\w-]+/,
    )?.[0];
    expect(link).toBeDefined();
    const confirmPath = new URL(link!).pathname.replace(/^\/app\//, '');

    // Until the link is opened, the old address still logs in; opening it confirms.
    const login = (email: string) =>
      page.request.post(new URL('/api/v1/user/login', baseUrl).href, {
        data: { email, password: learner.password },
      });
    expect((await login(learner.email)).status()).toBe(200);
    expect((await login(newEmail)).status()).toBe(401);
    await page.goto(new URL(confirmPath, baseUrl).href);
    await page.getByRole('button', { name: 'Confirm new address' }).click();
    await page.getByText(`Your e-mail address is now ${newEmail}`).waitFor();

    await page.goto(new URL('your-profile', baseUrl).href);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await waitForPath(page, /^\/app\/login$/);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

    expect((await login(learner.email)).status()).toBe(401);
    await logIn(page, baseUrl, { email: newEmail, password: learner.password });
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
  });
});
