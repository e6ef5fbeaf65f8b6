import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { ADMIN, newLearner } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { type Browser, openBrowser } from '../support/browser.ts';
import { expectToast, logIn, signUp, waitForPath } from '../support/journeys.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const api = (path: string) => new URL(`/api/v1/${path}`, baseUrl).href;
const SUSPENDED = 'This account is suspended. Please contact support if you think this is a mistake.';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 860 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** Asks as the learner's browser would (its cookies) until the answer is a 401, for at most `seconds`. */
async function statusWithin(browser: Browser, seconds: number): Promise<number> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const status = (await browser.context.request.get(api('user/me'))).status();
    if (status === 401 || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The learner's row of the table on a wide screen, their card on a phone (only one of the two is shown). */
const entryOf = (page: Page, email: string, phone: boolean) =>
  phone
    ? page.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({ hasText: email })
    : page.getByRole('row').filter({ hasText: email });

/** Waits (up to 2 s) for transitions to finish, so a screenshot shows what stays rather than a fade. */
const settled = (page: Page) =>
  page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running'),
      null,
      {
        timeout: 2_000,
      },
    )
    .catch(() => undefined);

/**
 * The ended login's other requests may still come back 401 after the page reached the login screen; each
 * logs the app out again (once a second at most). Logging in before they are all answered could be undone.
 */
const settledLogout = async (page: Page) => {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
};

/** Confirms the open dialog with its `action` button and waits for the toast. */
async function confirm(page: Page, action: string, toast: string) {
  await page.getByRole('alertdialog').getByRole('button', { name: action, exact: true }).click();
  await expectToast(page, toast);
}

describe.each(SIZES)('user management on a $name', (size) => {
  const phone = size.name === 'phone';
  // Fresh browsers for each run, so a rerun starts over (the last run's learner may be an administrator).
  let admin: Browser | undefined;
  let learnerBrowser: Browser | undefined;
  beforeEach(async () => {
    admin = await openBrowser({ viewport: size.viewport });
    learnerBrowser = await openBrowser();
  });
  afterEach(async () => {
    await admin?.close();
    await learnerBrowser?.close();
  });

  it('an administrator finds a learner, suspends them (signed out at once, refused at login), reinstates and promotes them', async () => {
    if (!admin || !learnerBrowser) throw new Error('no browser');
    const learner = newLearner();
    const { page: learnerPage } = learnerBrowser;
    await signUp(learnerPage, baseUrl, learner);
    await logIn(learnerPage, baseUrl, learner);
    await waitForPath(learnerPage, /^\/app\/[0-9a-f]{8}\/dashboard$/);

    const { page } = admin;
    await logIn(page, baseUrl, ADMIN);
    await waitForPath(page, /^\/app\/dashboard$/);
    await page.getByRole('link', { name: 'Users' }).first().click();
    await waitForPath(page, /^\/app\/users$/);
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();

    // The search, in any letter case, goes into the URL and leaves the learner alone in the list.
    await page.getByLabel('Search users').fill(learner.email.toUpperCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === learner.email.toUpperCase());
    await page.getByText(`1 user matching`).waitFor();
    const entry = entryOf(page, learner.email, phone);
    await entry.getByText('Active').waitFor();
    expect(await entry.getByText(learner.fullName, { exact: true }).isVisible()).toBe(true);
    // The word Role shows as the table's header, or beside the choice on a card; the choice's own label is
    // clipped to a pixel for screen readers and names the account, so each account's choice has its own name.
    await entry.getByRole('combobox', { name: `Role of ${learner.fullName}`, exact: true }).waitFor();
    if (phone) {
      const roleLabel = await entry.getByText('Role', { exact: true }).boundingBox();
      expect((roleLabel?.width ?? 0) > 1, 'the word Role shows').toBe(true);
      expect(await page.getByRole('table').isVisible()).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.viewport.width,
      );
    }
    await saveScreenshot(page, `${size.name}-admin-users`, { fullPage: false });
    await expectNoAxeViolations(page);

    // Suspend, after confirming: the learner's open browser is refused on its next request.
    await entry.getByRole('button', { name: `Suspend ${learner.fullName}` }).click();
    await page.getByRole('alertdialog').getByText('signed out everywhere at once').waitFor();
    await settled(page);
    await saveScreenshot(page, `${size.name}-admin-users-suspend-confirm`, { fullPage: false });
    await confirm(page, 'Suspend', `${learner.fullName} is suspended`);
    await entry.getByText('Suspended').waitFor();
    await settled(page);
    await saveScreenshot(page, `${size.name}-admin-users-suspended`, { fullPage: false });

    expect(await statusWithin(learnerBrowser, 5)).toBe(401);
    expect(await (await learnerBrowser.context.request.get(api('user/me'))).json()).toMatchObject({
      code: 'SESSION_ENDED',
    });
    await learnerPage.goto(new URL('student/dashboard', baseUrl).href);
    await waitForPath(learnerPage, /login$/);
    await settledLogout(learnerPage);
    await learnerPage.getByLabel('Email').fill(learner.email);
    await learnerPage.getByLabel('Password', { exact: true }).fill(learner.password);
    await learnerPage.getByRole('button', { name: 'Log in' }).click();
    await expectToast(learnerPage, SUSPENDED);
    expect(await learnerPage.getByRole('heading', { name: 'Welcome back' }).isVisible()).toBe(true);

    // Reinstate: the learner logs in again.
    await entry.getByRole('button', { name: `Reinstate ${learner.fullName}` }).click();
    await confirm(page, 'Reinstate', `${learner.fullName} is reinstated`);
    await entry.getByText('Active').waitFor();
    await logIn(learnerPage, baseUrl, learner);
    expect((await learnerBrowser.context.request.get(api('user/me'))).status()).toBe(200);

    // Promote: the learner's login ends, and their next one opens the admin dashboard.
    await entry.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Administrator' }).click();
    await page.getByRole('alertdialog').getByText(`Make ${learner.fullName} an administrator?`).waitFor();
    await confirm(page, 'Change role', `${learner.fullName} is now an administrator`);
    await entry.getByRole('combobox', { name: 'Role' }).filter({ hasText: 'Administrator' }).waitFor();
    expect(await statusWithin(learnerBrowser, 5)).toBe(401);
    // Their next page sends them to log in; their new login opens the admin dashboard.
    await learnerPage.goto(new URL('student/dashboard', baseUrl).href);
    await waitForPath(learnerPage, /login$/);
    await settledLogout(learnerPage);
    await logIn(learnerPage, baseUrl, learner);
    await learnerPage.goto(new URL('dashboard', baseUrl).href);
    await learnerPage.getByRole('heading', { name: 'Admin dashboard' }).waitFor();

    // An administrator's own account cannot be changed here.
    await page.getByLabel('Search users').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const own = entryOf(page, ADMIN.email, phone);
    expect(await own.getByRole('button', { name: /^Suspend / }).isDisabled()).toBe(true);
  });
});
