import type { CourseDetails } from '@academy/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { ADMIN, newLearner } from '../support/accounts.ts';
import { type Browser, openBrowser } from '../support/browser.ts';
import { logIn, signUp, waitForPath } from '../support/journeys.ts';
import { GOOD_CARD, orderStatus, payWithCard } from '../support/payments.ts';

const url = (path: string) => new URL(path, baseUrl).href;
const api = (path: string) => new URL(`/api/v1/${path}`, baseUrl).href;

/** Words that mark a screen nobody built yet. */
const PLACEHOLDER = /coming soon|lorem ipsum|placeholder|not implemented|under construction|to do\b|todo\b/i;
const SPINNER = 'span[role="status"] > span[data-size]';

/**
 * Opens `path` and checks it renders a real screen: its lazily loaded page has replaced every spinner, the
 * main area has a heading and text, and it is neither the not-found page, an error screen nor a placeholder.
 */
async function expectRealScreen(page: Page, path: string) {
  await page.goto(url(path));
  const main = page.locator('main');
  await main.locator('h1, h2').first().waitFor();
  await expect.poll(() => page.locator(SPINNER).count(), { message: `${path} keeps loading` }).toBe(0);
  const text = await main.innerText();
  expect(text.trim().length, `${path} has hardly any content`).toBeGreaterThan(40);
  expect(text, `${path} shows a placeholder`).not.toMatch(PLACEHOLDER);
  expect(text, `${path} is the not-found page`).not.toContain('Page not found');
  expect(text, `${path} failed`).not.toContain('Unexpected Application Error');
  const refusal = /\/(denied|login)$/;
  if (!refusal.test(`/${path}`))
    expect(new URL(page.url()).pathname, `${path} was refused`).not.toMatch(refusal);
}

/** Opens Stripe's payment page for a new order of the course and pays it with the card. */
async function orderPaidWith(page: Page, courseId: number, card: string, email: string) {
  const placed = await page.request.post(api('api/orders'), { data: { courseId } });
  const orderId: string = (await placed.json()).data.order_id;
  const payment = await page.request.post(api(`api/orders/${orderId}/payment`));
  await page.goto((await payment.json()).data.checkoutUrl);
  await payWithCard(page, card, email);
  return orderId;
}

/** Every screen of the administrator's route table (the quiz editor for the quiz given). */
const adminPaths = (quizId: number) => [
  'dashboard',
  'users',
  'coupons',
  'course-report?courseId=69',
  'course/create',
  'course/edit?courseId=69',
  `quiz?quizId=${quizId}`,
];

async function firstQuizOf69(page: Page) {
  const details = (await (await page.request.get(api('courses/69/details'))).json()) as CourseDetails;
  return details.modules[0]!.quizzes[0]!.id;
}

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
    const visitorPaths = [
      '',
      'login',
      'signup',
      'forget-password',
      'reset-password/a-reset-token',
      'verify',
      'about',
      'contact',
      'course/description?courseId=61',
      'course?courseId=62',
      'result',
      'video',
      'productpage',
      'addtocart',
      'courses',
      'courses/sefa',
      'courses/62',
      'denied',
    ];
    for (const path of visitorPaths) await expectRealScreen(page, path);
    await page.goto(url('no/such/screen'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    // The administrator's screens send a visitor to the login.
    await expectAdminScreensRefused(page, /^\/app\/login$/);
  });

  it('for a learner: the learner and account screens, and the denied page for admin screens', async () => {
    const { page } = browser;
    const learner = await signedInLearner(page);
    const me = (await (await page.request.get(api('user/me'))).json()).user as { id: string };
    expect(
      (await page.request.post(api('student/enrolled'), { data: { user_id: me.id, courseId: 69 } })).ok(),
    ).toBe(true);
    const paid = await orderPaidWith(page, 61, GOOD_CARD, learner.email);
    await orderStatus(page).getByText('Completed').waitFor({ timeout: 30_000 });
    const declined = await orderPaidWith(page, 62, '4000 0000 0000 0002', learner.email);
    await page
      .getByRole('alert')
      .getByText(/declined/i)
      .waitFor();
    const learnerPaths = [
      'student/dashboard',
      'student/classroom',
      'course?courseId=69',
      'student/test',
      'user/profile',
      'user/editprofile',
      'change-password',
      'course-sefa',
      'course-siri',
      'course-sdfe',
      `payment/checkout?order=${declined}`,
      `payment/checkout/success?order=${paid}`,
      `payment/checkout/fail?order=${declined}`,
      'your-profile',
      'orders',
      'progress',
      'settings',
    ];
    for (const path of learnerPaths) await expectRealScreen(page, path);
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
    for (const path of adminPaths(await firstQuizOf69(page))) await expectRealScreen(page, path);
    expect(elsewhere).toEqual([]);
  });
});
