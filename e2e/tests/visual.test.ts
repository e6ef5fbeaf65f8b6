import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts.ts';
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
import { type RunningSystem, startSystem } from '../support/system.ts';
import { compareWithBaseline, freezeTime } from '../support/visual.ts';

const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};

/** Always the same learner, so the screens that show them show the same name and e-mail. */
const LEARNER = { fullName: 'Ada Lovelace', email: 'ada@academy.test', password: 'Learner-visual-1' };

/**
 * `course/edit?courseId=69` → `course-edit-courseId-69`. Only a course's id names a screen: the seeded catalogue
 * keeps its ids, while an order's or a quiz's id may change from run to run and its screen does not.
 */
function screenName(path: string) {
  const [route = '', query = ''] = path.split('?');
  const courseId = new URLSearchParams(query).get('courseId');
  const words = [route || 'home', ...(courseId ? ['courseId', courseId] : [])].join('-');
  return words.replaceAll(/[^a-zA-Z0-9]+/g, '-');
}

/**
 * What changes from run to run although the screen does not: an order's id (its box with it, as the id's width
 * changes, so the box around the id) and a video's frame.
 */
const changing = (page: Page) => [
  page.getByText(/^(Order )?[0-9a-f]{8}$/).locator('..'),
  page.locator('video'),
];

// No second run: a changed screen changes in both, and the learner is signed up once.
describe('every screen looks as its baseline, at desktop size and on a phone', { retry: 0 }, () => {
  // An academy of its own: the worker's academy carries what earlier test files added (courses, reviews).
  let system: RunningSystem;
  let browser: Browser;
  beforeAll(async () => {
    system = await startSystem(ADMIN);
    // Dates and numbers written the same on every machine.
    browser = await openBrowser({ viewport: SIZES.desktop, locale: 'en-US', timezoneId: 'UTC' });
    await freezeTime(browser.context);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  /**
   * Each screen at each size compared with its baseline; the screens that changed, listed together. One size
   * after the other: two at once on a busy machine leave a video's size or a late answer to chance.
   */
  async function expectScreensUnchanged(role: string, paths: string[]) {
    const { page } = browser;
    const changed: string[] = [];
    for (const path of paths) {
      for (const [size, viewport] of Object.entries(SIZES)) {
        await page.setViewportSize(viewport);
        await expectRealScreen(page, system.baseUrl, path);
        const change = await compareWithBaseline(page, `${size}-${role}-${screenName(path)}`, changing(page));
        if (change) changed.push(change);
      }
    }
    expect(changed, 'screens that changed').toEqual([]);
  }

  it('for a visitor', { timeout: 300_000 }, async () => {
    await expectScreensUnchanged('visitor', visitorPaths);
  });

  it('for a learner', { timeout: 300_000 }, async () => {
    const { page } = browser;
    await signUp(page, system.baseUrl, LEARNER);
    await logIn(page, system.baseUrl, LEARNER);
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
    const orders = await learnerWithOrders(page, system.baseUrl, LEARNER.email);
    await expectScreensUnchanged('learner', learnerPaths(orders));
  });

  it('for an administrator', { timeout: 300_000 }, async () => {
    const { page } = browser;
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await logIn(page, system.baseUrl, ADMIN);
    await expectScreensUnchanged('admin', adminPaths(await firstQuizOf69(page, system.baseUrl)));
  });
});
