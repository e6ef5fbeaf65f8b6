import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { newLearner } from '../support/accounts.ts';
import { type Browser, openBrowser } from '../support/browser.ts';
import { logIn, signUp, waitForPath } from '../support/journeys.ts';
import { GOOD_CARD, orderStatus, payWithCard } from '../support/payments.ts';

const url = (path: string) => new URL(path, baseUrl).href;
const run = promisify(execFile);
const screenshotDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${screenshotDir}desktop-${name}-light.png`, fullPage: true });
}

const COURSE_ID = 40;
const COURSE = 'Email Forensic Analyst Certification';
const DECLINED_CARD = '4000 0000 0000 0002';

/** What the course content endpoint answers the logged-in browser: 200 when enrolled, 403 when not. */
async function contentStatus(page: Page): Promise<number> {
  const response = await page.request.get(url(`/api/v1/courses/${COURSE_ID}/details`));
  return response.status();
}

/** A new learner with the featured course in the cart, on the cart page. */
async function learnerWithCourseInCart(page: Page) {
  const learner = newLearner();
  await signUp(page, baseUrl, learner);
  await logIn(page, baseUrl, learner);
  await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
  await page.goto(url('productpage'));
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await page
    .getByRole('dialog', { name: 'Course Added to Cart' })
    .getByRole('button', { name: 'Go to Cart' })
    .click();
  await waitForPath(page, /^\/app\/addtocart$/);
  await page.getByRole('list', { name: 'Courses in your cart' }).getByText(COURSE).waitFor();
  return learner;
}

/** From the cart to Stripe's payment page, through the checkout summary. */
async function checkOutToPaymentPage(page: Page) {
  await page.getByRole('link', { name: /checkout/i }).click();
  await waitForPath(page, /^\/app\/[0-9a-f]{8}\/checkout$/);
  await page.waitForURL((address) => address.searchParams.has('order'));
  const orderId = new URL(page.url()).searchParams.get('order') ?? '';
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
  const lines = page.getByRole('list', { name: 'Courses in this order' });
  await lines.getByText(COURSE).waitFor();
  expect(await page.getByTestId('order-total').innerText()).toMatch(/9,999\.00/);
  await shoot(page, 'checkout');
  // A double click starts one payment: the second click finds the first on its way.
  const payments: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/orders\/[^/]+\/payment$/.test(request.url())) {
      payments.push(request.url());
    }
  });
  await page.getByRole('button', { name: 'Pay', exact: true }).dblclick();
  await page.getByLabel('Card number').waitFor();
  expect(payments).toHaveLength(1);
  return orderId;
}

describe('buying a course with a card', () => {
  let browser: Browser;
  let workDir: string;
  beforeAll(async () => {
    browser = await openBrowser();
    workDir = await mkdtemp(join(tmpdir(), 'academy-purchase-'));
  });
  afterAll(async () => {
    await browser?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('pays, opens the course, finds the order and its invoice, then refunds it and loses access', async () => {
    const { page } = browser;
    const learner = await learnerWithCourseInCart(page);
    expect(await contentStatus(page)).toBe(403);

    const orderId = await checkOutToPaymentPage(page);
    await payWithCard(page, GOOD_CARD, learner.email);

    // Stripe returns to the success page, which turns Completed by itself.
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/success$/);
    expect(new URL(page.url()).searchParams.get('order')).toBe(orderId);
    await orderStatus(page).getByText('Completed').waitFor({ timeout: 30_000 });
    await page.getByText('Payment successful').waitFor();
    await shoot(page, 'payment-success');

    // The enrolment follows the payment within moments; then the course opens.
    await expect.poll(() => contentStatus(page), { timeout: 15_000 }).toBe(200);
    await page.getByRole('link', { name: 'Start learning' }).click();
    await waitForPath(page, /^\/app\/course$/);
    expect(new URL(page.url()).searchParams.get('courseId')).toBe(String(COURSE_ID));
    // The learning screen opens the course itself (its title comes with its content), not the enrolment prompt.
    await page.getByRole('heading', { name: COURSE, level: 1 }).waitFor();
    expect(await page.getByText('You are not enrolled in this course yet').count()).toBe(0);

    // Order History lists it as Completed, found by the course's name.
    await page.goto(url('orders'));
    await page.getByRole('heading', { name: 'Order History' }).waitFor();
    await page.getByLabel('Search orders').fill('forensic analyst');
    const row = page.getByRole('row').filter({ hasText: COURSE });
    await row.getByText('Completed').waitFor();
    expect(await row.innerText()).toMatch(/9,999\.00/);
    // No certificate was earned yet, so the order offers none.
    expect(await row.getByRole('button', { name: /Download Certificate/ }).count()).toBe(0);
    await shoot(page, 'orders');
    await page.getByLabel('Search orders').fill('no such course');
    await page.getByText('No orders match your search.').waitFor();
    await page.getByLabel('Search orders').fill('');

    // The order page: invoice number, and the PDF names it, the course and the amount.
    await row.getByRole('link', { name: `Order ${orderId}` }).click();
    await waitForPath(page, new RegExp(`^/app/orders/${orderId}$`));
    const invoiceNumber = (await page.locator('dt:text-is("Invoice") + dd').innerText()).trim();
    expect(invoiceNumber).not.toBe('');
    await shoot(page, 'order-details');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download invoice' }).click();
    const download = await downloading;
    const pdfFile = join(workDir, 'invoice.pdf');
    await download.saveAs(pdfFile);
    const { stdout } = await run('pdftotext', ['-layout', pdfFile, '-']);
    const text = stdout.replace(/\s+/g, ' ');
    expect(text).toContain(invoiceNumber);
    expect(text).toContain(COURSE);
    expect(text).toMatch(/9,999\.00/);

    // Refunding says what will happen, then the order is Cancelled and the course closed again.
    await page.getByRole('button', { name: 'Refund order' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Refund this order?' });
    await dialog
      .getByText(`This refunds ₹9,999.00 to your card and ends your access to ${COURSE}.`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Refund order' }).click();
    await page.locator('dt:text-is("Status") + dd').getByText('Refunded').waitFor({ timeout: 20_000 });
    await expect.poll(() => contentStatus(page), { timeout: 15_000 }).toBe(403);
    await page.getByRole('button', { name: 'Download invoice' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Download credit note' }).waitFor();
  });
});

describe('a declined card', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the decline, fails the order, enrols nobody and keeps the cart', async () => {
    const { page } = browser;
    const learner = await learnerWithCourseInCart(page);
    const orderId = await checkOutToPaymentPage(page);
    await payWithCard(page, DECLINED_CARD, learner.email);
    await page
      .getByRole('alert')
      .getByText(/declined/i)
      .waitFor();

    await page.getByRole('link', { name: /Back/ }).click();
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/fail$/);
    expect(new URL(page.url()).searchParams.get('order')).toBe(orderId);
    await orderStatus(page).getByText('Failed').waitFor({ timeout: 20_000 });
    await page
      .getByRole('alert')
      .filter({ hasText: /declined/i })
      .waitFor();
    const tryAgain = page.getByRole('link', { name: 'Try again' });
    expect(await tryAgain.getAttribute('href')).toMatch(new RegExp(`/checkout\\?order=${orderId}$`));
    await shoot(page, 'payment-fail');
    expect(await contentStatus(page)).toBe(403);

    await page.goto(url('orders'));
    await page.getByRole('row').filter({ hasText: COURSE }).getByText('Failed').waitFor();

    await page.goto(url('addtocart'));
    await page.getByRole('list', { name: 'Courses in your cart' }).getByText(COURSE).waitFor();
  });
});
