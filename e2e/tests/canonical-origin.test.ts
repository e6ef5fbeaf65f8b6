import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { newLearner } from '../support/accounts.ts';
import { browserForEachTest } from '../support/browser.ts';
import { logIn, signUp, waitForPath } from '../support/journeys.ts';
import { GOOD_CARD, orderStatus, payWithCard } from '../support/payments.ts';

/** The academy as PUBLIC_URL names it (http://localhost:<port>/app/), and the same server by its address. */
const canonical = new URL(baseUrl);
const byAddress = new URL(baseUrl);
byAddress.hostname = '127.0.0.1';

const COURSE_ID = 40;
const COURSE = 'Email Forensic Analyst Certification';

/** What the course content endpoint answers the browser on its current origin: 200 once enrolled. */
const contentStatus = async (page: Page) =>
  (await page.request.get(new URL(`/api/v1/courses/${COURSE_ID}/details`, page.url()).href)).status();

describe('a learner who opens the academy by another address than PUBLIC_URL', () => {
  const browser = browserForEachTest();

  it('is sent to PUBLIC_URL first, so after paying by card they come back still signed in', async () => {
    expect(canonical.hostname).toBe('localhost');
    const { page } = browser;

    // Any page, with its path and query, moves to the canonical origin before a session starts.
    await page.goto(new URL('productpage?from=address', byAddress).href);
    expect(new URL(page.url()).origin).toBe(canonical.origin);
    expect(new URL(page.url()).pathname).toBe('/app/productpage');
    expect(new URL(page.url()).search).toBe('?from=address');

    // The learner keeps using the address they typed; every page they open lands on PUBLIC_URL.
    const learner = newLearner();
    await signUp(page, byAddress.href, learner);
    await logIn(page, byAddress.href, learner);
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
    expect(new URL(page.url()).origin).toBe(canonical.origin);

    await page.goto(new URL('productpage', byAddress).href);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page
      .getByRole('dialog', { name: 'Course Added to Cart' })
      .getByRole('button', { name: 'Go to Cart' })
      .click();
    await waitForPath(page, /^\/app\/addtocart$/);
    await page.getByRole('list', { name: 'Courses in your cart' }).getByText(COURSE).waitFor();
    await page.getByRole('link', { name: /checkout/i }).click();
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/checkout$/);
    await page.waitForURL((address) => address.searchParams.has('order'));
    await page.getByRole('list', { name: 'Courses in this order' }).getByText(COURSE).waitFor();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await payWithCard(page, GOOD_CARD, learner.email);

    // Stripe returns to PUBLIC_URL's success page, where the session cookie is: still signed in.
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/success$/);
    expect(new URL(page.url()).origin).toBe(canonical.origin);
    await orderStatus(page).getByText('Completed').waitFor({ timeout: 30_000 });
    await page.getByText('Payment successful').waitFor();
    await expect.poll(() => contentStatus(page), { timeout: 15_000 }).toBe(200);
    expect(new URL(page.url()).pathname).not.toBe('/app/login');
  });
});
