import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnsubscribeSigner } from '../../services/auth/src/mail/unsubscribe-links.ts';
import { baseUrl, mailDir } from '../support/academy.ts';
import { newLearner } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { type Browser, openBrowser } from '../support/browser.ts';
import { logIn, signUp, waitForPath } from '../support/journeys.ts';
import { NARROW_PHONE, saveScreenshot } from '../support/screenshots.ts';

/** The welcome mail's confirmation link, as the mail catcher received it. */
const welcomeLinkTo = async (email: string) => {
  for (let i = 0; i < 75; i += 1) {
    for (const name of (await readdir(mailDir).catch(() => [] as string[])).filter((n) =>
      n.endsWith('.eml'),
    )) {
      const mail = await readFile(join(mailDir, name), 'utf8');
      const link = mail.startsWith(`To: ${email}\nSubject: Welcome to the Academy\n`)
        ? mail.match(/https?:\/\/\S+\/app\/confirm-address\/[\w-]+/)?.[0]
        : undefined;
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no welcome mail to ${email}`);
};

describe('the links in mails', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("the welcome mail's link confirms the address, and Account Settings says so", async () => {
    const { page } = browser;
    const learner = newLearner();
    await signUp(page, baseUrl, learner);
    await logIn(page, baseUrl, learner);
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);

    await page.goto(new URL('your-profile', baseUrl).href);
    await page.getByText('Address not confirmed').waitFor();
    await page.getByRole('button', { name: 'Send the confirmation link again' }).click();
    // The welcome mail's link was sent a moment ago: "send again" waits.
    await page.getByText(/We just sent you a link\. You can ask for another in \d+ seconds\./).waitFor();
    await saveScreenshot(page, 'mail-links-profile-unconfirmed');

    const link = await welcomeLinkTo(learner.email);
    await page.goto(new URL(new URL(link).pathname.replace(/^\/app\//, ''), baseUrl).href);
    await page.getByRole('heading', { name: 'Confirm your e-mail address' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await page.getByText(`Thank you: ${learner.email} is confirmed.`).waitFor();
    await saveScreenshot(page, 'mail-links-address-confirmed');

    await page.goto(new URL('your-profile', baseUrl).href);
    await page.getByText('Address confirmed').waitFor();
  });

  it('the unsubscribe page turns Course Updates off without a login, and undoes it', async () => {
    // The learner's own browser, where nobody is signed in yet.
    const own = await openBrowser();
    const { page } = own;
    const learner = newLearner();
    await signUp(page, baseUrl, learner);
    await logIn(page, baseUrl, learner);
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
    const me = await page.request.get(new URL('/api/v1/user/me', baseUrl).href);
    const userId = (await me.json()).user.id as string;
    const preferences = async () =>
      (await (await page.request.get(new URL('/api/v1/userProfile/preferences', baseUrl).href)).json())
        .preferences;
    // The link a certificate mail would carry, signed with the academy's own key.
    const signingKey = await readFile(join(dirname(mailDir), 'keys', 'jwt-ed25519.pem'), 'utf8');
    const token = createUnsubscribeSigner(signingKey).sign(userId, 'courseUpdates');

    // Opened elsewhere, signed in nowhere, on a phone.
    const visitor = await openBrowser({ viewport: NARROW_PHONE });
    const phone = visitor.page;
    await phone.goto(new URL(`unsubscribe/${token}`, baseUrl).href);
    await phone.getByText('Stop Course Updates e-mails?', { exact: false }).waitFor();
    await expectNoAxeViolations(phone);
    await phone.getByRole('button', { name: 'Unsubscribe' }).click();
    await phone.getByText('You will no longer get Course Updates e-mails.', { exact: false }).waitFor();
    await saveScreenshot(phone, 'mail-links-unsubscribed-phone');
    // Nothing wider than the phone's screen.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      NARROW_PHONE.width,
    );
    expect((await preferences()).courseUpdates).toBe(false);

    await phone.getByRole('button', { name: 'Undo: subscribe again' }).click();
    await phone.getByText('You will get Course Updates e-mails again.').waitFor();
    expect((await preferences()).courseUpdates).toBe(true);
    await visitor.close();
    await own.close();
  });
});
