import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { ADMIN, newLearner } from '../support/accounts.ts';
import { adminCourseEntry } from '../support/admin-course-list.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { type Browser, openBrowser } from '../support/browser.ts';
import { expectToast, logIn, signUp, waitForPath } from '../support/journeys.ts';
import { makePng } from '../support/png.ts';
import { NARROW_PHONE, saveScreenshot } from '../support/screenshots.ts';

const url = (path: string) => new URL(path, baseUrl).href;
const api = (path: string) => new URL(`/api/v1/${path}`, baseUrl).href;
const FREE_COURSE = 69;
const GOOD_CARD = '4242 4242 4242 4242';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: NARROW_PHONE },
] as const;

const fact = (scope: ReturnType<Page['getByRole']>, term: string) =>
  scope.locator(`dt:text-is("${term}") + dd`);

async function newSignedInLearner(page: Page) {
  const learner = newLearner();
  await signUp(page, baseUrl, learner);
  await logIn(page, baseUrl, learner);
  await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
  return learner;
}

describe.each(SIZES)('course screens on a $name', (size) => {
  let browser: Browser;
  let admin: Browser;
  beforeAll(async () => {
    admin = await openBrowser({ viewport: size.viewport });
    await logIn(admin.page, baseUrl, ADMIN);
    await waitForPath(admin.page, /^\/app\/dashboard$/);
  });
  afterAll(async () => {
    await admin?.close();
  });

  it('offers the free course 69 "Enrol for free" on the learning screen, then its speed control changes the speed', async () => {
    browser = await openBrowser({ viewport: size.viewport });
    try {
      const { page } = browser;
      await newSignedInLearner(page);
      await page.goto(url(`course?courseId=${FREE_COURSE}`));
      await page.getByText('You are not enrolled in this course yet').waitFor();
      await page
        .getByText(
          'This course is free: enrol to open its documents, videos and quizzes and to earn its certificate.',
        )
        .waitFor();
      expect(await page.getByRole('button', { name: 'Enroll now' }).count()).toBe(0);
      await saveScreenshot(page, `${size.name}-learning-enrol-free`, { fullPage: false });
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Enrol for free' }).click();

      // The course opens on its first video; the player's own settings menu sets the speed.
      const video = page.locator('video');
      await video.waitFor({ state: 'attached' });
      await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
      // A tap (a click) shows the controls on both layouts; it also starts the video, which is paused again
      // once it has started: paused before, it has never started, and the phone layout keeps its control bars
      // hidden until a video has started.
      // On a busy machine a tap can come before the player handles taps, and then starts nothing: the video
      // is tapped again only while it is still paused and has not started, never while it starts or buffers.
      const player = page.locator('[data-media-player]');
      await expect
        .poll(
          async () => {
            const state = await player.evaluate((element) => ({
              started: element.hasAttribute('data-started'),
              paused: element.hasAttribute('data-paused'),
            }));
            if (!state.started && state.paused) await video.click({ force: true });
            return state.started;
          },
          { timeout: 45_000, interval: 2_000 },
        )
        .toBe(true);
      await page.evaluate(() => document.querySelector('video')?.pause());
      const settings = page.locator('[data-media-player] button[aria-label="Settings"]');
      // The controls hide again after a moment without input (on a busy machine, before the next step): the
      // pointer moves over the player, as a person's would, until they show.
      let moves = 0;
      await expect
        .poll(async () => {
          moves += 1;
          await video.hover({ force: true, position: { x: 20 + (moves % 2) * 20, y: 20 } });
          return settings.isVisible();
        })
        .toBe(true);
      await settings.click();
      await page.getByRole('menuitem', { name: /Speed/ }).click();
      const speed = page.getByRole('slider', { name: 'Speed' });
      await speed.waitFor();
      const box = await speed.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= size.viewport.width).toBe(true);
      expect(await speed.getAttribute('aria-valuemin')).toBe('0.25');
      expect(await speed.getAttribute('aria-valuemax')).toBe('2');
      await speed.focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => document.querySelector('video')?.playbackRate === 1.25);
      await saveScreenshot(page, `${size.name}-learning-video-speed`, { fullPage: false });
    } finally {
      await browser.close();
    }
  });

  it('lists every course readably on the admin dashboard, and a course whose last content is removed is a draft again', async () => {
    const { page } = admin;
    // A course with one video, published, then its video removed: through the API, as the editor does.
    const headers = { authorization: `Bearer ${await adminToken(page)}` };
    const title = `Withdrawn ${size.name} ${Date.now()}`;
    const created = await page.request.post(api('course'), {
      headers,
      multipart: {
        title,
        description: 'A course that loses its content',
        category: 'Forensics',
        createdBy: 'Grace Hopper',
        thumbnail: { name: 't.png', mimeType: 'image/png', buffer: makePng() },
      },
    });
    expect(created.status()).toBe(201);
    const course = (await created.json()).course;
    expect(course.published).toBe(false);
    const module = await page.request.post(api(`course/${course.id}/modules`), {
      headers,
      data: { title: 'Only' },
    });
    const moduleId = (await module.json()).module.id;
    const quiz = await page.request.post(api(`course/${course.id}/modules/${moduleId}/quizzes`), {
      headers,
      data: {
        title: 'Check',
        questions: [
          { text: 'Yes?', options: ['Yes', 'No'].map((text, at) => ({ text, isCorrect: at === 0 })) },
        ],
      },
    });
    const quizId = (await quiz.json()).quiz.id;
    const published = await page.request.put(api(`admin/courses/${course.id}/published`), {
      headers,
      data: { published: true },
    });
    expect(published.status()).toBe(200);
    expect(
      (await page.request.delete(api(`course/${course.id}/content/${quizId}`), { headers })).status(),
    ).toBe(200);

    await page.goto(url('dashboard'));
    await page.getByRole('heading', { name: 'Courses' }).waitFor();
    const phone = size.name === 'phone';
    // A phone gets one card per course; a wide screen gets the table (only one of the two is shown).
    const shown = phone
      ? page.getByRole('list', { name: 'All courses' })
      : page.getByRole('region', { name: 'All courses' });
    await shown.waitFor();
    const row = adminCourseEntry(page, title, phone);
    await row.getByText('Draft').waitFor();
    await row.getByRole('button', { name: `Publish ${title}`, exact: true }).waitFor();
    if (phone) {
      expect(await page.getByRole('region', { name: 'All courses' }).isVisible()).toBe(false);
      expect(await fact(row as unknown as ReturnType<Page['getByRole']>, 'Content').innerText()).toBe(
        '1 module · 0 items',
      );
      // Nothing wider than the phone: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.viewport.width,
      );
    }
    await row.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `${size.name}-admin-course-${phone ? 'cards' : 'table'}`, { fullPage: false });
    await expectNoAxeViolations(page);
  });

  it('shows the credit kept for later bills when switching Yearly → Monthly, and charges nothing', async () => {
    browser = await openBrowser({ viewport: size.viewport });
    try {
      const { page } = browser;
      const learner = await newSignedInLearner(page);
      await page.goto(url('your-profile'));
      const panel = page.getByRole('region', { name: 'Subscription' });
      await panel.getByRole('button', { name: 'Subscribe' }).click();
      await page.getByLabel('Card number').waitFor();
      const emailField = page.getByLabel('Email');
      if (await emailField.count()) await emailField.fill(learner.email);
      await page.getByLabel('Card number').fill(GOOD_CARD);
      await page.getByLabel('Expiry').fill('12 / 34');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: /^Pay/ }).click();
      await waitForPath(page, /^\/app\/your-profile$/);
      await fact(panel, 'Plan').getByText('All Access').waitFor({ timeout: 20_000 });
      await panel.getByRole('button', { name: 'Switch to Yearly' }).click();
      const toYearly = page.getByRole('dialog', { name: 'Switch to Yearly billing?' });
      await toYearly.getByRole('button', { name: /^Confirm and pay ₹/ }).click();
      await expectToast(page, 'You are now billed yearly');
      await expect.poll(async () => fact(panel, 'Billing cycle').innerText()).toBe('Yearly');

      await panel.getByRole('button', { name: 'Switch to Monthly' }).click();
      const dialog = page.getByRole('dialog', { name: 'Switch to Monthly billing?' });
      const newPrice = dialog.locator('dt:text-is("New price") + dd');
      await newPrice.waitFor();
      expect(await newPrice.innerText()).toBe('₹999.00 / month');
      const credit = await dialog.locator('dt:text-is("Credit for unused time") + dd').innerText();
      const kept = await dialog.locator('dt:text-is("Credit kept for later bills") + dd').innerText();
      const amount = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
      // The unused year pays the first month; the rest stays on the account.
      expect(amount(kept)).toBe(amount(credit) - 99900);
      expect(await dialog.getByTestId('switch-amount-due').innerText()).toBe('₹0.00');
      expect(await dialog.locator('dt:text-is("Charged on")').count()).toBe(0);
      await dialog
        .getByText(`and the ${kept} left pays your next bills before your card is charged`, { exact: false })
        .waitFor();
      const nextBill = await dialog.locator('dt:text-is("Next billing date") + dd').innerText();
      const days = (Date.parse(`${nextBill} UTC`) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(27);
      expect(days).toBeLessThan(32);
      await saveScreenshot(page, `${size.name}-subscription-switch-monthly`, { fullPage: false });
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Confirm switch' }).click();
      await expectToast(page, 'You are now billed monthly');
      await expect.poll(async () => fact(panel, 'Billing cycle').innerText()).toBe('Monthly');
    } finally {
      await browser.close();
    }
  });
});

/** The administrator's access token, as the API hands it out at login (the page's own session is a cookie). */
async function adminToken(page: Page): Promise<string> {
  const login = await page.request.post(api('user/login'), { data: ADMIN });
  return (await login.json()).token;
}
