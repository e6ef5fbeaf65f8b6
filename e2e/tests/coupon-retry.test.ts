import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { ADMIN, newLearner } from '../support/accounts.ts';
import { type Browser, openBrowser } from '../support/browser.ts';
import { logIn, signUp, waitForPath } from '../support/journeys.ts';
import { GOOD_CARD, orderStatus, payWithCard } from '../support/payments.ts';
import { NARROW_PHONE, saveScreenshot } from '../support/screenshots.ts';

const url = (path: string) => new URL(path, baseUrl).href;

// The featured course costs ₹9,999.00; 10 % off leaves ₹8,999.10.
const COURSE_ID = 40;
const DISCOUNTED = '₹8,999.10';
const DECLINED_CARD = '4000 0000 0000 0002';

/** A 10 % coupon with room for both sizes' learners, made by the administrator through the API. */
async function createCoupon(admin: Browser) {
  await logIn(admin.page, baseUrl, ADMIN);
  await waitForPath(admin.page, /^\/app\/dashboard$/);
  const created = await admin.page.request.post(url('/api/v1/coupons/generate'), {
    data: { prefix: `RETRY${randomUUID().slice(0, 4).toUpperCase()}`, percentOff: 10, maxRedemptions: 5 },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { coupon: { code: string } }).coupon.code;
}

/** The coupon's places as the administrator's list counts them: paid and awaiting payment. */
async function placesOf(admin: Browser, code: string) {
  const reply = await admin.page.request.get(url('/api/v1/coupons'));
  const { coupons } = (await reply.json()) as {
    coupons: { code: string; redemptions: number; reserved: number }[];
  };
  return coupons.find((coupon) => coupon.code === code);
}

describe('a coupon on a payment tried again after a declined card', () => {
  let admin: Browser;
  let code: string;
  beforeAll(async () => {
    admin = await openBrowser();
    code = await createCoupon(admin);
  });
  afterAll(async () => {
    await admin?.close();
  });

  for (const [size, viewport] of [
    ['desktop', undefined],
    ['phone', NARROW_PHONE],
  ] as const) {
    it(`keeps the coupon field on the retry and pays the retry at the discount (${size})`, async () => {
      const browser = await openBrowser(viewport ? { viewport } : {});
      const before = await placesOf(admin, code);
      try {
        const { page } = browser;
        const learner = newLearner();
        await signUp(page, baseUrl, learner);
        await logIn(page, baseUrl, learner);
        await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
        await page.goto(url(`payment/checkout?courseId=${COURSE_ID}`));
        await page.waitForURL((address) => address.searchParams.has('order'));
        const orderId = new URL(page.url()).searchParams.get('order') ?? '';

        // The first card is declined; back on the academy the order has failed.
        await page.getByRole('button', { name: 'Pay', exact: true }).click();
        await page.getByLabel('Card number').waitFor();
        await payWithCard(page, DECLINED_CARD, learner.email);
        await page
          .getByRole('alert')
          .getByText(/declined/i)
          .waitFor();
        await page.getByRole('link', { name: /Back/ }).click();
        await waitForPath(page, /^\/app\/[0-9a-f]{8}\/fail$/);
        await orderStatus(page).getByText('Failed').waitFor({ timeout: 20_000 });
        await page.getByRole('link', { name: 'Try again' }).click();

        // Trying again, the coupon field is still there and the coupon re-prices the failed order.
        await page.getByText('The last payment did not go through.').waitFor();
        const field = page.getByLabel('Coupon code');
        await field.waitFor();
        expect(new URL(page.url()).searchParams.get('order')).toBe(orderId);
        await saveScreenshot(page, `${size}-checkout-retry-coupon`);
        await field.fill(code);
        await page.getByRole('button', { name: 'Apply' }).click();
        await page.getByText(`Coupon ${code} applied`).waitFor();
        expect(await page.getByTestId('coupon-new-amount').innerText()).toBe(DISCOUNTED);
        expect(await page.getByTestId('order-total').innerText()).toBe(DISCOUNTED);
        await saveScreenshot(page, `${size}-checkout-retry-coupon-applied`);

        // Stripe's page now asks for the discounted amount, and the good card pays it.
        await page.getByRole('button', { name: 'Pay', exact: true }).click();
        await page.getByLabel('Card number').waitFor();
        const summary = await page.getByRole('list', { name: 'Order summary' }).innerText();
        expect(summary.replace(/\s+/g, ' ')).toContain(`Total due ${DISCOUNTED}`);
        await payWithCard(page, GOOD_CARD, learner.email);
        await waitForPath(page, /^\/app\/[0-9a-f]{8}\/success$/);
        await orderStatus(page).getByText('Completed').waitFor({ timeout: 30_000 });
        await page.goto(url(`orders/${orderId}`));
        expect(await page.getByTestId('order-discount').innerText()).toContain(`Coupon ${code}`);
        expect(await page.getByTestId('order-total').innerText()).toBe(DISCOUNTED);
        // Applied once to the order, whatever the attempts: one more paid place, none left reserved.
        expect(await placesOf(admin, code)).toMatchObject({
          redemptions: (before?.redemptions ?? 0) + 1,
          reserved: 0,
        });
      } finally {
        await browser.close();
      }
    });
  }
});
