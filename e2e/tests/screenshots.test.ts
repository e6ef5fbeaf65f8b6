import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { newLearner } from '../support/accounts.ts';
import { browserForEachTest } from '../support/browser.ts';
import { logIn, signUp, waitForPath } from '../support/journeys.ts';

const screenshotDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));
const THEMES = ['light', 'dark'] as const;

async function shoot(page: Page, name: string, path: string, ready: (page: Page) => Promise<unknown>) {
  for (const theme of THEMES) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.goto(new URL(path, baseUrl).href);
    await ready(page);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${screenshotDir}${name}-${theme}.png`, fullPage: true });
  }
}

describe('screenshots of the main screens', () => {
  const desktop = browserForEachTest();
  const mobile = browserForEachTest({ mobile: true });
  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
  });

  it('captures login, signup, dashboard and account settings in both themes', async () => {
    for (const [device, { page }] of [
      ['desktop', desktop],
      ['mobile', mobile],
    ] as const) {
      await page.goto(new URL('login', baseUrl).href);
      await shoot(page, `${device}-login`, 'login', (p) =>
        p.getByRole('heading', { name: 'Welcome back' }).waitFor(),
      );
      await shoot(page, `${device}-signup`, 'signup', (p) =>
        p.getByRole('heading', { name: 'Create your account' }).waitFor(),
      );
      const learner = newLearner();
      await signUp(page, baseUrl, learner);
      await logIn(page, baseUrl, learner);
      await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
      await shoot(page, `${device}-dashboard`, 'student/dashboard', (p) =>
        p.getByRole('heading', { name: /Welcome back/ }).waitFor(),
      );
      await shoot(page, `${device}-account-settings`, 'your-profile', (p) =>
        p.getByRole('heading', { name: 'Personal Information' }).waitFor(),
      );
      await shoot(page, `${device}-settings`, 'settings', (p) => p.getByText('Course Updates').waitFor());
    }
  });
});
