import type { Page } from 'playwright-core';

/** Stripe's documented test card that pays. */
export const GOOD_CARD = '4242 4242 4242 4242';

/** Fills Stripe's payment page (the local stand-in) with a test card and pays. */
export async function payWithCard(page: Page, card: string, email: string) {
  const emailField = page.getByLabel('Email');
  // A returning customer's e-mail is shown read-only, already filled in.
  if ((await emailField.count()) && (await emailField.isEditable())) await emailField.fill(email);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();
}

/** The order status on the success and fail pages. */
export const orderStatus = (page: Page) => page.getByRole('status').filter({ hasText: 'Order status' });
