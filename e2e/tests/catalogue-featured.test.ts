import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { newLearner } from '../support/accounts.ts';
import { type Browser, openBrowser } from '../support/browser.ts';
import { expectToast, logIn, signUp, waitForPath } from '../support/journeys.ts';

const url = (path: string) => new URL(path, baseUrl).href;
const screenshotDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));

describe('the course list and the featured course purchase page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists the featured course first and leaves out courses 40 and 51', async () => {
    const { page } = browser;
    await page.goto(url('courses'));
    const featured = page.getByRole('article').first();
    await featured.getByRole('link', { name: 'Email Forensic Analyst Certification' }).waitFor();
    expect(await featured.getByRole('link').getAttribute('href')).toBe('/app/productpage');
    const listed = page.getByRole('region', { name: 'All courses' });
    await listed.getByRole('heading', { name: 'Digital Forensics Essentials' }).waitFor();
    expect(await listed.getByText('Email Forensic Analyst Certification').count()).toBe(0);
    expect(await listed.getByText('Email Forensic Analyst Exam Voucher').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${screenshotDir}desktop-courses-light.png`, fullPage: true });
  });

  it('sends a visitor who adds to cart to the login page', async () => {
    const { page } = browser;
    await page.goto(url('productpage'));
    await page.getByRole('heading', { name: 'Email Forensic Analyst Certification', level: 1 }).waitFor();
    for (const text of ['Self Paced Learning', 'STA101', 'Master email forensics-enroll today!']) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    expect(await page.locator('s').first().textContent()).toMatch(/14,999/);
    await page.getByRole('img', { name: /Cards accepted/ }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${screenshotDir}desktop-productpage-light.png`, fullPage: true });

    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expectToast(page, 'Please log in to add courses to cart.');
    await waitForPath(page, /^\/app\/login$/);
  });

  it('adds the course to a learner cart: dialog, badge 1, listed in the cart', async () => {
    const { page } = browser;
    const learner = newLearner();
    await signUp(page, baseUrl, learner);
    await logIn(page, baseUrl, learner);
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);

    await page.goto(url('productpage'));
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Course Added to Cart' });
    await dialog.waitFor();
    await dialog.getByText('Email Forensic Analyst Certification').waitFor();
    await expectToast(page, 'Course Added to Cart!');
    await page.screenshot({ path: `${screenshotDir}desktop-added-to-cart-light.png` });
    // The modal dialog hides the page from assistive technology until it closes.
    await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
    await page.getByRole('link', { name: 'Cart, 1 items' }).waitFor();

    // A second add keeps one item; the cart survives a reload.
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page
      .getByRole('dialog', { name: 'Course Added to Cart' })
      .getByRole('button', { name: 'Go to Cart' })
      .click();
    await waitForPath(page, /^\/app\/addtocart$/);
    await page.reload();
    const items = page.getByRole('list', { name: 'Courses in your cart' });
    await items.getByText('Email Forensic Analyst Certification').waitFor();
    expect(await items.getByRole('listitem').count()).toBe(1);
    await page.getByRole('link', { name: 'Cart, 1 items' }).waitFor();
    await page.screenshot({ path: `${screenshotDir}desktop-cart-light.png`, fullPage: true });

    await page.getByRole('button', { name: 'Remove Email Forensic Analyst Certification' }).click();
    await page.getByText('Your cart is empty.').waitFor();
    await page.getByRole('link', { name: 'Cart', exact: true }).waitFor();
  });
});

describe('the catalogue pages in the dark theme and on a phone', () => {
  let browsers: [Browser, Browser];
  beforeAll(async () => {
    browsers = await Promise.all([openBrowser(), openBrowser({ mobile: true })]);
  });
  afterAll(async () => {
    await Promise.all(browsers.map((browser) => browser.close()));
  });

  it('shows a course description with a way to log in, and captures the pages', async () => {
    for (const [device, { page }] of [
      ['desktop', browsers[0]],
      ['mobile', browsers[1]],
    ] as const) {
      await page.goto(url('course/description?courseId=62'));
      await page
        .getByRole('heading', { name: 'Security Incident Response Investigator', level: 1 })
        .waitFor();
      await page.getByRole('link', { name: 'Log in to enroll' }).waitFor();
      await page.getByRole('link', { name: 'Course details' }).waitFor();
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      for (const [name, path, heading] of [
        ['course-description', 'course/description?courseId=62', 'Security Incident Response Investigator'],
        ['courses', 'courses', 'Courses'],
        ['productpage', 'productpage', 'Email Forensic Analyst Certification'],
      ] as const) {
        await page.goto(url(path));
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${screenshotDir}${device}-${name}-dark.png`, fullPage: true });
      }
    }
  });
});

describe('a learner enrolls from a course details page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('unlocks the outline, starts learning and finds the course in the classroom', async () => {
    const { page } = browser;
    const learner = newLearner();
    await signUp(page, baseUrl, learner);
    await logIn(page, baseUrl, learner);
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);

    await page.goto(url('course-sdfe'));
    await page.getByRole('heading', { name: 'Digital Forensics Essentials', level: 1 }).waitFor();
    await page.getByText('Enroll to unlock the course').waitFor();
    await page.getByRole('button', { name: 'Enrol for free' }).click();
    await expectToast(page, 'You are enrolled!');
    const start = page.getByRole('link', { name: 'Start learning' });
    await start.waitFor();
    expect(await start.getAttribute('href')).toBe('/app/course?courseId=69');

    // The catalogue learns of the enrolment from an event; the outline opens once it has.
    const outline = page.getByRole('list', { name: 'Course modules' });
    await outline.waitFor();
    expect(await outline.getByRole('listitem').count()).toBe(3);
    await outline.getByText('1 document · 1 video · 1 quiz').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${screenshotDir}desktop-course-sdfe-light.png`, fullPage: true });

    await page.goto(url('student/classroom'));
    const card = page.getByRole('list', { name: 'Your courses' }).getByRole('link', {
      name: 'Digital Forensics Essentials',
    });
    await card.waitFor();
    expect(await card.getAttribute('href')).toBe('/app/course?courseId=69');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${screenshotDir}desktop-classroom-light.png`, fullPage: true });

    // Back on the page later, the course is one the learner already has.
    await page.goto(url('course-sdfe'));
    await page.getByRole('link', { name: 'Go to course' }).waitFor();
  });
});
