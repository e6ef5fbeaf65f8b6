import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { ADMIN, newLearner } from '../support/accounts.ts';
import { type Browser, openBrowser } from '../support/browser.ts';
import { logIn, signUp, waitForPath } from '../support/journeys.ts';
import {
  adminPaths,
  expectRealScreen,
  firstQuizOf69,
  learnerPaths,
  learnerWithOrders,
  visitorPaths,
} from '../support/routes.ts';

const url = (path: string) => new URL(path, baseUrl).href;
const api = (path: string) => new URL(`/api/v1/${path}`, baseUrl).href;

/**
 * Opens each administrator screen and expects to be sent to `refusal` (the login or the denied page). The
 * guard refuses before a screen reads its query, so any quiz id does (visitors cannot read course 69's quizzes).
 */
async function expectAdminScreensRefused(page: Page, refusal: RegExp) {
  for (const path of adminPaths(1)) {
    await page.goto(url(path));
    await waitForPath(page, refusal);
  }
}

async function signedInLearner(page: Page) {
  const learner = newLearner();
  await signUp(page, baseUrl, learner);
  await logIn(page, baseUrl, learner);
  await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
  return learner;
}

describe('every route of the route table renders a real screen', () => {
  let browser: Browser;
  /**
   * Requests that left this machine (the academy and the local Stripe stand-in): none may, since the footer and
   * the live chat need no third party.
   */
  const elsewhere: string[] = [];
  beforeAll(async () => {
    browser = await openBrowser();
    const local = new Set([new URL(baseUrl).hostname, 'localhost', '127.0.0.1']);
    browser.context.on('request', (request) => {
      const address = new URL(request.url());
      if (address.protocol.startsWith('http') && !local.has(address.hostname)) elsewhere.push(request.url());
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('for a visitor: the public screens, the not-found page for an unknown path, and the login for admin screens', async () => {
    const { page } = browser;
    for (const path of visitorPaths) await expectRealScreen(page, baseUrl, path);
    await page.goto(url('no/such/screen'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    // The administrator's screens send a visitor to the login.
    await expectAdminScreensRefused(page, /^\/app\/login$/);
  });

  it('for a learner: the learner and account screens, and the denied page for admin screens', async () => {
    const { page } = browser;
    const learner = await signedInLearner(page);
    const orders = await learnerWithOrders(page, baseUrl, learner.email);
    for (const path of learnerPaths(orders)) await expectRealScreen(page, baseUrl, path);
    // The administrator's screens are denied to a learner.
    await expectAdminScreensRefused(page, /^\/app\/denied$/);
    await page.getByText('Access denied').waitFor();

    // The help card's live chat opens and closes without fetching anything from elsewhere.
    await page.goto(url('student/dashboard'));
    await page.getByRole('button', { name: 'Live chat' }).click();
    const chat = page.getByRole('dialog', { name: 'Live chat with support' });
    await chat.getByLabel('Your message').waitFor();
    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'detached' });
    await page.request.post(api('user/logout'));
  });

  it('for an administrator: every admin screen', async () => {
    const { page } = browser;
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await logIn(page, baseUrl, ADMIN);
    for (const path of adminPaths(await firstQuizOf69(page, baseUrl)))
      await expectRealScreen(page, baseUrl, path);
    expect(elsewhere).toEqual([]);
  });
});
