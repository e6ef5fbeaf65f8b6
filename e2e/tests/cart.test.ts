import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { newLearner } from '../support/accounts.ts';
import { type Browser, openBrowser } from '../support/browser.ts';
import { expectToast, logIn, signUp, waitForPath } from '../support/journeys.ts';

const url = (path: string) => new URL(path, baseUrl).href;
const isCartCall = (requestUrl: string) => new URL(requestUrl).pathname.startsWith('/api/v1/cart/');
const badge = (page: Page, count: number) => page.getByRole('link', { name: `Cart, ${count} items` });

describe('the server cart in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows an add made in one tab in the other tab’s badge within a second', async () => {
    const { context, page } = browser;
    const learner = newLearner();
    await signUp(page, baseUrl, learner);
    await logIn(page, baseUrl, learner);
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);

    const other = await context.newPage();
    // The other tab's live stream is open before the add.
    const streamOpen = other.waitForResponse((response) => response.url().endsWith('/api/v1/cart/events'));
    await other.goto(url('courses'));
    await other.getByRole('link', { name: 'Cart', exact: true }).waitFor();
    await streamOpen;

    await page.goto(url('productpage'));
    const added = page.waitForResponse((response) => response.url().endsWith('/api/v1/cart/addcart'));
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    expect((await added).status()).toBe(200);
    const addedAt = Date.now();
    await badge(other, 1).waitFor({ timeout: 1000 });
    expect(Date.now() - addedAt).toBeLessThan(1000);
    await expectToast(page, 'Course Added to Cart!');
    const dialog = page.getByRole('dialog', { name: 'Course Added to Cart' });
    await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
    await badge(page, 1).waitFor();

    // The cart page lists the line from the server; removing it empties the badge in both tabs.
    await other.goto(url('addtocart'));
    const items = other.getByRole('list', { name: 'Courses in your cart' });
    await items.getByText('Email Forensic Analyst Certification').waitFor();
    await other.getByRole('link', { name: 'Checkout' }).waitFor();
    await other.getByRole('button', { name: 'Remove Email Forensic Analyst Certification' }).click();
    await other.getByText('Your cart is empty.').waitFor();
    await page.getByRole('link', { name: 'Cart', exact: true }).waitFor();
    await other.close();
  });

  it('sends no cart request from a logged-in page left idle for 10 seconds', async () => {
    const { page } = browser;
    await page.goto(url('courses'));
    await page.getByRole('link', { name: /^Cart/ }).waitFor();
    await page.waitForLoadState('networkidle');
    const cartRequests: string[] = [];
    page.on('request', (request) => {
      if (isCartCall(request.url())) cartRequests.push(request.url());
    });
    await page.waitForTimeout(10_000);
    expect(cartRequests).toEqual([]);
  });
});

describe('the cart a visitor kept in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is merged into the server cart at login, and the browser copy is cleared', async () => {
    const { page } = browser;
    const learner = newLearner();
    await signUp(page, baseUrl, learner);
    const login = await fetch(new URL('/api/v1/user/login', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: learner.email, password: learner.password }),
    });
    const userId: string = (await login.json()).user.id;

    // What the browser kept while logged out: one course, as carts were stored before the server held them.
    await page.evaluate((id) => {
      const line = { courseId: 62, title: 'Security Incident Response Investigator', priceMinor: 899900 };
      localStorage.setItem(
        'cart',
        JSON.stringify({ [id]: [{ ...line, originalPriceMinor: null, currency: 'INR', quantity: 1 }] }),
      );
    }, userId);

    await logIn(page, baseUrl, learner);
    await badge(page, 1).waitFor();
    await page.goto(url('addtocart'));
    await page
      .getByRole('list', { name: 'Courses in your cart' })
      .getByText('Security Incident Response Investigator')
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  });
});
