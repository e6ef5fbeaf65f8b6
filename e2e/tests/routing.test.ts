import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { ADMIN, newLearner } from '../support/accounts.ts';
import { type Browser, openBrowser } from '../support/browser.ts';
import { logIn, pathOf, signUp, waitForPath } from '../support/journeys.ts';

const url = (path: string) => new URL(path, baseUrl).href;
const STUDENT_DASHBOARD = /^\/app\/[0-9a-f]{8}\/dashboard$/;

describe('as a visitor', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is sent from a protected page to the login page', async () => {
    await browser.page.goto(url('student/dashboard'));
    await waitForPath(browser.page, /^\/app\/login$/);
    await browser.page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  });

  it('sees the not-found page for an unknown path', async () => {
    await browser.page.goto(url('no/such/page'));
    await browser.page.getByText('Page not found').waitFor();
    expect(pathOf(browser.page)).toBe('/app/no/such/page');
  });

  it('keeps the chosen theme across a reload', async () => {
    const { page } = browser;
    await page.goto(url('about'));
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    await page.reload();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
  });
});

describe('as a learner', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
    const learner = newLearner();
    await signUp(browser.page, baseUrl, learner);
    await logIn(browser.page, baseUrl, learner);
    await waitForPath(browser.page, STUDENT_DASHBOARD);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is redirected from the plain dashboard path to its hashed path, replacing the history entry', async () => {
    const { page } = browser;
    await page.goto(url('about'));
    await page.goto(url('student/dashboard'));
    const hashed = await waitForPath(page, STUDENT_DASHBOARD);
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();

    await page.goBack();
    await waitForPath(page, /^\/app\/about$/);
    await page.goForward();
    expect(await waitForPath(page, STUDENT_DASHBOARD)).toBe(hashed);
  });

  it('opens a hashed path directly and after a reload', async () => {
    const { page } = browser;
    await page.goto(url('user/profile'));
    const hashedProfile = await waitForPath(page, /^\/app\/[0-9a-f]{8}\/profile$/);
    await page.reload();
    await page.getByRole('heading', { name: 'My profile' }).waitFor();
    expect(pathOf(page)).toBe(hashedProfile);

    await page.goto(url(hashedProfile.replace('/app/', '')));
    await page.getByRole('heading', { name: 'My profile' }).waitFor();
    expect(pathOf(page)).toBe(hashedProfile);
  });

  it('is denied the admin dashboard', async () => {
    await browser.page.goto(url('dashboard'));
    await waitForPath(browser.page, /^\/app\/denied$/);
    await browser.page.getByText('Access denied').waitFor();
  });
});

describe('as an administrator', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lands on the admin dashboard with the user statistics', async () => {
    const { page } = browser;
    await logIn(page, baseUrl, ADMIN);
    await waitForPath(page, /^\/app\/dashboard$/);
    const totalUsers = page.getByText('Total users').locator('xpath=../..');
    await totalUsers.getByText(/^\d+$/).waitFor();
    expect(Number(await totalUsers.getByText(/^\d+$/).textContent())).toBeGreaterThanOrEqual(1);
  });

  it('may also open the learner pages', async () => {
    await browser.page.goto(url('student/dashboard'));
    await waitForPath(browser.page, STUDENT_DASHBOARD);
  });
});
