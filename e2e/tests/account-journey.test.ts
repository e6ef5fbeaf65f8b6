import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { newLearner } from '../support/accounts.ts';
import { browserForEachTest } from '../support/browser.ts';
import { expectToast, logIn, signUp, waitForPath } from '../support/journeys.ts';
import { makePng } from '../support/png.ts';

describe('a learner account, end to end', () => {
  const browser = browserForEachTest();

  it('signs up, logs in, edits the profile, uploads an avatar, changes the password and logs out', async () => {
    const { page } = browser;
    const learner = newLearner();

    await signUp(page, baseUrl, learner);
    await logIn(page, baseUrl, learner);
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();

    // Personal information is read-only until Edit Profile; a save persists on the server.
    await page.goto(new URL('your-profile', baseUrl).href);
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    const phone = page.getByLabel('Phone number');
    expect(await phone.getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Full name').fill('Grace Hopper');
    await phone.fill('+1 555 0100');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Your changes have been saved');
    await page.reload();
    await page.getByRole('heading', { name: 'Grace Hopper' }).waitFor();
    expect(await page.getByLabel('Phone number').inputValue()).toBe('+1 555 0100');

    // Cancel Editing throws unsaved changes away.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Full name').fill('Somebody Else');
    await page.getByRole('button', { name: 'Cancel Editing' }).click();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Grace Hopper');

    // A real PNG becomes the avatar, served back as an image.
    await page.getByTestId('avatar-input').setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: makePng(),
    });
    const avatar = page.locator('img[alt="Grace Hopper"]').first();
    await avatar.waitFor();
    const avatarResponse = await page.request.get(new URL((await avatar.getAttribute('src'))!, baseUrl).href);
    expect(avatarResponse.status()).toBe(200);
    expect(avatarResponse.headers()['content-type']).toMatch(/^image\//);

    // Mismatched passwords are refused before anything is sent; a matching change goes through.
    const newPassword = `${learner.password}-new`;
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Current password').fill(learner.password);
    await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirm new password').fill(`${newPassword}-typo`);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, "Passwords don't match");
    await dialog.getByLabel('Confirm new password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password changed!');
    await dialog.waitFor({ state: 'hidden' });

    // Logout asks for confirmation first.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'We hope to see you again soon!');
    await waitForPath(page, /^\/app\/login$/);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

    // Only the new password opens the account now.
    await page.getByLabel('Email').fill(learner.email);
    await page.getByLabel('Password', { exact: true }).fill(learner.password);
    await page
      .getByRole('status')
      .filter({ hasText: 'We hope to see you again soon!' })
      .waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('status').first().waitFor();
    expect(await page.getByRole('status').first().textContent()).not.toContain('Login successful!');
    expect(new URL(page.url()).pathname).toBe('/app/login');
    await logIn(page, baseUrl, { email: learner.email, password: newPassword });
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
  });
});
