import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { ADMIN, newLearner } from '../support/accounts.ts';
import { type Browser, openBrowser } from '../support/browser.ts';
import { expectToast, logIn, signUp, waitForPath } from '../support/journeys.ts';
import { NARROW_PHONE, saveScreenshot } from '../support/screenshots.ts';

const url = (path: string) => new URL(path, baseUrl).href;

/** A priced course (the featured one) this learner never ordered. */
const PRICED_COURSE_ID = 40;
const PRICED_COURSE = 'Email Forensic Analyst Certification';
const GOOD_CARD = '4242 4242 4242 4242';

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

type SubscriptionReply = {
  subscription: null | { billingCycle: string; currentPeriodEnd: string; cancelAtPeriodEnd: boolean };
};
const subscriptionOf = async (page: Page) =>
  ((await (await page.request.get(url('/api/v1/userProfile/subscription'))).json()) as SubscriptionReply)
    .subscription;
const fact = (panel: ReturnType<Page['getByRole']>, term: string) =>
  panel.locator(`dt:text-is("${term}") + dd`);

type PaymentsReply = {
  allPayments: { userId: string | null; plan: string | null; amount: number; status: string }[];
};
/** The amounts paid for All Access by one learner, as the administrator's revenue list shows them. */
const subscriptionPaymentsOf = async (admin: Page, userId: string) =>
  ((await (await admin.request.get(url('/api/v1/payments?count=100'))).json()) as PaymentsReply).allPayments
    .filter((payment) => payment.userId === userId && payment.plan === 'All Access')
    .map((payment) => payment.amount)
    .sort((a, b) => a - b);

describe('the All Access subscription', () => {
  let admin: Browser;
  beforeAll(async () => {
    admin = await openBrowser();
    await logIn(admin.page, baseUrl, ADMIN);
    await waitForPath(admin.page, /^\/app\/dashboard$/);
  });
  afterAll(async () => {
    await admin?.close();
  });

  for (const [size, viewport] of [
    ['desktop', undefined],
    ['phone', NARROW_PHONE],
  ] as const) {
    it(`subscribes monthly, opens a priced course without an order, switches to yearly at the price shown, cancels and resumes (${size})`, async () => {
      const browser = await openBrowser(viewport ? { viewport } : {});
      try {
        await journey(browser.page, size);
      } finally {
        await browser.close();
      }
    });
  }

  async function journey(page: Page, size: string) {
    const learner = newLearner();
    await signUp(page, baseUrl, learner);
    await logIn(page, baseUrl, learner);
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
    const me = (await (await page.request.get(url('/api/v1/user/me'))).json()) as { user: { id: string } };

    await page.goto(url('your-profile'));
    const panel = page.getByRole('region', { name: 'Subscription' });
    await panel.getByText('No subscription.', { exact: false }).waitFor();
    await panel.getByRole('button', { name: 'Subscribe' }).click();

    // Stripe's page (the local stand-in) in subscription mode, then back to the account area.
    await page.getByLabel('Card number').waitFor();
    const emailField = page.getByLabel('Email');
    if (await emailField.count()) await emailField.fill(learner.email);
    await page.getByLabel('Card number').fill(GOOD_CARD);
    await page.getByLabel('Expiry').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await waitForPath(page, /^\/app\/your-profile$/);
    await fact(panel, 'Plan').getByText('All Access').waitFor({ timeout: 20_000 });
    expect(await fact(panel, 'Billing cycle').innerText()).toBe('Monthly');
    const monthly = await subscriptionOf(page);
    expect(monthly?.billingCycle).toBe('Monthly');
    expect(await fact(panel, 'Next billing date').innerText()).toBe(
      longDate(monthly?.currentPeriodEnd ?? ''),
    );

    // A priced course opens through the subscription: enrolling needs no order.
    await page.goto(url(`course?courseId=${PRICED_COURSE_ID}`));
    await page.getByRole('button', { name: 'Enroll now' }).click();
    await page.getByRole('heading', { name: PRICED_COURSE, level: 1 }).waitFor();
    const content = await page.request.get(url(`/api/v1/courses/${PRICED_COURSE_ID}/details`));
    expect(content.status()).toBe(200);
    const orders = await (await page.request.get(url('/api/v1/orders/userorder'))).json();
    expect(orders.data).toEqual([]);

    // Yearly: the price is shown first, and nothing changes until the learner confirms.
    await page.goto(url('your-profile'));
    await panel.getByRole('button', { name: 'Switch to Yearly' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch to Yearly billing?' });
    const costs = dialog.getByRole('definition');
    const shown = dialog.locator('dt:text-is("New price") + dd');
    await shown.waitFor();
    expect(await shown.innerText()).toBe('₹9,999.00 / year');
    const credit = await dialog.locator('dt:text-is("Credit for unused time") + dd').innerText();
    expect(credit).toMatch(/^-₹9\d\d\.\d\d$/);
    const due = await dialog.getByTestId('switch-amount-due').innerText();
    expect(due).toMatch(/^₹9,0\d\d\.\d\d$/);
    expect(await costs.count()).toBe(5);
    expect(await dialog.locator('dt:text-is("Charged on") + dd').innerText()).toBe(
      longDate(new Date().toISOString()),
    );
    await saveScreenshot(page, `${size}-subscription-switch-preview`, { fullPage: false });
    // Keeping the current cycle changes nothing.
    await dialog.getByRole('button', { name: 'Keep Monthly' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await subscriptionOf(page))?.billingCycle).toBe('Monthly');

    await panel.getByRole('button', { name: 'Switch to Yearly' }).click();
    const confirm = dialog.getByRole('button', { name: /^Confirm and pay ₹/ });
    await confirm.waitFor();
    const previewed = (await dialog.getByTestId('switch-amount-due').innerText()).trim();
    expect(await confirm.innerText()).toBe(`Confirm and pay ${previewed}`);
    await confirm.click();
    await expectToast(page, 'You are now billed yearly');
    await expect.poll(async () => fact(panel, 'Billing cycle').innerText()).toBe('Yearly');
    const yearly = await subscriptionOf(page);
    expect(yearly?.billingCycle).toBe('Yearly');
    // The profile shows auth's copy of the cycle, which follows orders' event a moment later.
    await expect
      .poll(
        async () =>
          (await (await page.request.get(url('/api/v1/userProfile/profile'))).json()).user.billingCycle,
      )
      .toBe('Yearly');
    // The card was charged exactly the amount shown: the month, then the previewed switch.
    const previewedMinor = Math.round(Number(previewed.replace(/[^0-9.]/g, '')) * 100);
    await expect
      .poll(() => subscriptionPaymentsOf(admin.page, me.user.id), { timeout: 20_000 })
      .toEqual([99900, previewedMinor].sort((a, b) => a - b));

    // Cancelling says until when access lasts, before and after.
    const until = longDate(yearly?.currentPeriodEnd ?? '');
    await panel.getByRole('button', { name: 'Cancel subscription' }).click();
    const cancelDialog = page.getByRole('alertdialog', { name: 'Cancel your subscription?' });
    await cancelDialog
      .getByText(`You keep access to every course until ${until}.`, { exact: false })
      .waitFor();
    await cancelDialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await fact(panel, 'Access until').getByText(until).waitFor();
    expect((await subscriptionOf(page))?.cancelAtPeriodEnd).toBe(true);
    // A subscription about to end is resumed before its cycle switches.
    await panel.getByRole('button', { name: 'Resume subscription' }).waitFor();
    expect(await panel.getByRole('button', { name: /^Switch to/ }).count()).toBe(0);
    // Access stays until then.
    expect((await page.request.get(url(`/api/v1/courses/${PRICED_COURSE_ID}/details`))).status()).toBe(200);
    await saveScreenshot(page, `${size}-subscription-cancelled`);

    // Until that day the learner can change their mind: it renews again.
    await panel.getByRole('button', { name: 'Resume subscription' }).click();
    await expectToast(page, 'Your subscription continues');
    await fact(panel, 'Next billing date').getByText(until).waitFor();
    expect((await subscriptionOf(page))?.cancelAtPeriodEnd).toBe(false);
    await panel.getByRole('button', { name: 'Cancel subscription' }).waitFor();
    await saveScreenshot(page, `${size}-subscription-resumed`);
  }
});
