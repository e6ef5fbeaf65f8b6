import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { newLearner } from '../support/accounts.ts';
import { browserForEachTest } from '../support/browser.ts';
import { logIn, signUp, waitForPath } from '../support/journeys.ts';
import { GOOD_CARD, orderStatus, payWithCard } from '../support/payments.ts';
import { NARROW_PHONE, saveScreenshot } from '../support/screenshots.ts';

const url = (path: string) => new URL(path, baseUrl).href;
const run = promisify(execFile);
const COURSE = 'Email Forensic Analyst Certification';
/** A registered business in Maharashtra: the demo academy is in Karnataka, so the invoice shows IGST. */
const BUYER_GSTIN = '27AAPFU0939F1ZV';

async function fillTaxDetails(page: Page, gstin: string) {
  await page.getByLabel('GSTIN').fill(gstin);
  await page.getByLabel('Billing address').fill('4 Marine Drive, Mumbai 400002');
}

describe('a tax invoice for a business buyer', () => {
  const browser = browserForEachTest();
  let workDir: string;
  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'academy-tax-invoice-'));
  });
  afterAll(async () => {
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('takes a GSTIN on the cart, refuses a mistyped one, and prints it with IGST on the invoice', async () => {
    const { page } = browser;
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

    // A typo in the check character is refused at checkout, with the reason and the way back.
    await fillTaxDetails(page, '27AAPFU0939F1ZA');
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.getByText('The GSTIN check character does not match: please check it for typos').waitFor();
    await page.getByRole('link', { name: 'Back to cart' }).click();
    await waitForPath(page, /^\/app\/addtocart$/);

    await fillTaxDetails(page, BUYER_GSTIN.toLowerCase());
    expect(await page.getByLabel('GSTIN').inputValue()).toBe(BUYER_GSTIN);
    await page.getByRole('group', { name: 'Tax invoice (optional)' }).waitFor();
    await saveScreenshot(page, 'desktop-cart-tax-invoice-light');
    await page.setViewportSize(NARROW_PHONE);
    await saveScreenshot(page, 'phone-cart-tax-invoice-light');
    await page.setViewportSize({ width: 1280, height: 860 });

    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL((address) => address.searchParams.has('order'));
    const orderId = new URL(page.url()).searchParams.get('order') ?? '';
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByLabel('Card number').waitFor();
    await payWithCard(page, GOOD_CARD, learner.email);
    await orderStatus(page).getByText('Completed').waitFor({ timeout: 30_000 });

    await page.goto(url(`orders/${orderId}`));
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download invoice' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^invoice-INV-\d{4}-\d{2}-\d{6}\.pdf$/);
    const pdfFile = join(workDir, 'invoice.pdf');
    await download.saveAs(pdfFile);
    const { stdout } = await run('pdftotext', ['-layout', pdfFile, '-']);
    // ₹9,999.00 paid = ₹8,473.73 taxable value + ₹1,525.27 IGST.
    for (const expected of [
      'TAX INVOICE',
      'GSTIN: 29AAGCB7383J1Z4',
      `GSTIN: ${BUYER_GSTIN}`,
      '4 Marine Drive, Mumbai 400002',
      'Place of supply: 27 Maharashtra',
      'SAC 999293',
      'IGST 18 %',
      '₹8,473.73',
      '₹1,525.27',
      '₹9,999.00',
    ]) {
      expect(stdout).toContain(expected);
    }
  });
});
