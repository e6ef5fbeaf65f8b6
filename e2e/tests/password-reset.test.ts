import { describe, expect, it } from 'vitest';
import { baseUrl, mailDir } from '../support/academy.ts';
import { newLearner } from '../support/accounts.ts';
import { browserForEachTest } from '../support/browser.ts';
import { expectToast, logIn, signUp, waitForPath } from '../support/journeys.ts';
import { latestMailTo } from '../support/mailbox.ts';

describe('a forgotten password', () => {
  const browser = browserForEachTest();

  it('is reset through the e-mailed link, which then stops working', async () => {
    const { page } = browser;
    const learner = newLearner();
    await signUp(page, baseUrl, learner);

    await page.goto(new URL('forget-password', baseUrl).href);
    await page.getByLabel('Email').fill(learner.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectToast(page, 'Password reset request successful!');

    const link = (await latestMailTo(mailDir, learner.email)).match(
      /https?:\/\/\S+\/app\/reset-password\/[\w-]+/,
    )?.[0];
    expect(link).toBeDefined();
    const resetPath = new URL(link!).pathname.replace(/^\/app\//, '');
    const newPassword = `${learner.password}-renewed`;
    await page.goto(new URL(resetPath, baseUrl).href);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expectToast(page, 'Password reset successful!');

    await logIn(page, baseUrl, { email: learner.email, password: newPassword });
    await waitForPath(page, /dashboard$/);

    // The link was spent: using it again is refused with the server's message.
    await page.goto(new URL(resetPath, baseUrl).href);
    await page.getByLabel('New password', { exact: true }).fill('another-password-1');
    await page.getByLabel('Confirm new password').fill('another-password-1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expectToast(page, 'This password reset link is invalid or has expired');
  });
});
