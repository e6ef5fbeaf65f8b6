import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { ADMIN, newLearner } from '../support/accounts.ts';
import { type Browser, openBrowser } from '../support/browser.ts';
import { expectToast, logIn, signUp, waitForPath } from '../support/journeys.ts';

const url = (path: string) => new URL(path, baseUrl).href;
const run = promisify(execFile);

// The featured course costs ₹9,999.00; 10 % off leaves ₹8,999.10.
const COURSE_ID = 40;
const DISCOUNTED = '₹8,999.10';
const DISCOUNT = '₹999.90';

/** Logs the administrator in and creates a 10 % coupon on the coupons screen; returns its code. */
async function createCoupon(page: Page, prefix: string) {
  await logIn(page, baseUrl, ADMIN);
  await waitForPath(page, /^\/app\/dashboard$/);
  await page.getByRole('link', { name: 'Coupons' }).first().click();
  await waitForPath(page, /^\/app\/coupons$/);
  await page.getByLabel('Code prefix').fill(prefix);
  await page.getByLabel('Percent off').fill('10');
  await page.getByLabel('Maximum redemptions').fill('5');
  await page.getByRole('button', { name: 'Create coupon' }).click();
  const cell = page.getByRole('cell', { name: new RegExp(`^${prefix}-[A-Z0-9]{12}$`) });
  await cell.waitFor();
  return (await cell.innerText()).trim();
}

describe('a coupon from the admin to the invoice', () => {
  // Opened by each run of the journey, so a second run (the suite's retry) starts signed out, as the first did.
  let admin: Browser;
  let learnerBrowser: Browser;
  let workDir: string;
  beforeEach(async () => {
    admin = await openBrowser();
    learnerBrowser = await openBrowser();
    workDir = await mkdtemp(join(tmpdir(), 'academy-coupon-'));
  });
  afterEach(async () => {
    await admin?.close();
    await learnerBrowser?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('discounts the checkout, the Stripe page, the order and the invoice, and shows in the revenue table', async () => {
    const code = await createCoupon(admin.page, `E2E${randomUUID().slice(0, 6).toUpperCase()}`);

    const { page } = learnerBrowser;
    const learner = newLearner();
    await signUp(page, baseUrl, learner);
    await logIn(page, baseUrl, learner);
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
    await page.goto(url(`payment/checkout?courseId=${COURSE_ID}`));
    await page.waitForURL((address) => address.searchParams.has('order'));
    const orderId = new URL(page.url()).searchParams.get('order') ?? '';

    // A wrong code is refused with the server's reason; the right one re-prices the order.
    await page.getByLabel('Coupon code').fill('NOSUCH-2222');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('This coupon does not exist').waitFor();
    await page.getByLabel('Coupon code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(`Coupon ${code} applied`).waitFor();
    expect(await page.getByTestId('coupon-new-amount').innerText()).toBe(DISCOUNTED);
    expect(await page.getByTestId('order-total').innerText()).toBe(DISCOUNTED);
    expect(await page.getByTestId('order-discount').innerText()).toContain(DISCOUNT);

    // Stripe's page asks for the discounted amount and names the coupon.
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByLabel('Card number').waitFor();
    const summary = await page.getByRole('list', { name: 'Order summary' }).innerText();
    expect(summary).toContain(`coupon ${code}`);
    expect(summary.replace(/\s+/g, ' ')).toContain(`Total due ${DISCOUNTED}`);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: `Pay ${DISCOUNTED}` }).click();
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/success$/);
    await page
      .getByRole('status')
      .filter({ hasText: 'Order status' })
      .getByText('Completed')
      .waitFor({ timeout: 30_000 });

    // The order and its invoice show the price, the coupon and what was paid.
    await page.goto(url(`orders/${orderId}`));
    await page.locator('dt:text-is("Status") + dd').getByText('Completed').waitFor();
    expect(await page.getByTestId('order-total').innerText()).toBe(DISCOUNTED);
    expect(await page.getByTestId('order-discount').innerText()).toContain(`Coupon ${code}`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download invoice' }).click();
    const pdfFile = join(workDir, 'invoice.pdf');
    await (await downloading).saveAs(pdfFile);
    const text = (await run('pdftotext', ['-layout', pdfFile, '-'])).stdout.replace(/\s+/g, ' ');
    expect(text).toContain('₹9,999.00');
    expect(text).toContain(`Coupon ${code} -${DISCOUNT}`);
    // A tax invoice: the total is GST-inclusive, and the GST table adds up to it.
    expect(text).toContain(`Total (GST included) ${DISCOUNTED}`);

    // The administrator sees the payment in the revenue table and the coupon redeemed once.
    await admin.page.goto(url('dashboard'));
    await admin.page.getByRole('heading', { name: 'Revenue by month' }).waitFor();
    await admin.page.getByTestId('revenue-chart').waitFor();
    const payment = admin.page.getByRole('row').filter({ hasText: learner.fullName });
    await payment.getByText('Paid').waitFor();
    expect(await payment.innerText()).toContain(DISCOUNTED);
    await admin.page.goto(url('coupons'));
    await admin.page.getByRole('row').filter({ hasText: code }).getByText('1 / 5').waitFor();
    await admin.page.getByRole('button', { name: `Disable ${code}` }).click();
    await expectToast(admin.page, `Coupon ${code} disabled`);
    await admin.page.getByRole('row').filter({ hasText: code }).getByText('Disabled').waitFor();
  });
});
