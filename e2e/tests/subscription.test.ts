import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { newLearner } from '../support/accounts.ts';
import { type Browser, openBrowser } from '../support/browser.ts';
import { expectToast, logIn, signUp, waitForPath } from '../support/journeys.ts';

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

describe('the All Access subscription', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('subscribes monthly, opens a priced course without an order, switches to yearly and cancels', async () => {
    const { page } = browser;
    const learner = newLearner();
    await signUp(page, baseUrl, learner);
    await logIn(page, baseUrl, learner);
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);

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

    // Yearly: the subscription and the profile's billing cycle move together.
    await page.goto(url('your-profile'));
    await panel.getByRole('button', { name: 'Switch to Yearly' }).click();
    await expectToast(page, 'You are now billed yearly');
    await expect.poll(async () => fact(panel, 'Billing cycle').innerText()).toBe('Yearly');
    const yearly = await subscriptionOf(page);
    expect(yearly?.billingCycle).toBe('Yearly');
    const profile = await (await page.request.get(url('/api/v1/userProfile/profile'))).json();
    expect(profile.user.billingCycle).toBe('Yearly');

    // Cancelling says until when access lasts, before and after.
    const until = longDate(yearly?.currentPeriodEnd ?? '');
    await panel.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel your subscription?' });
    await dialog.getByText(`You keep access to every course until ${until}.`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await fact(panel, 'Access until').getByText(until).waitFor();
    expect((await subscriptionOf(page))?.cancelAtPeriodEnd).toBe(true);
    // Access stays until then.
    expect((await page.request.get(url(`/api/v1/courses/${PRICED_COURSE_ID}/details`))).status()).toBe(200);
  });
});
