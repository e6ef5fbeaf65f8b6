import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, mailDir } from '../support/academy.ts';
import { newLearner } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { type Browser, openBrowser } from '../support/browser.ts';
import { expectToast, logIn, signUp, waitForPath } from '../support/journeys.ts';
import { latestMailTo } from '../support/mailbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const url = (path: string) => new URL(path, baseUrl).href;
/** Screens to look at by eye (`screenshots/hindi-*.png`): desktop and phone, each screen in Hindi. */
const shoot = (page: Page, name: string) => saveScreenshot(page, `hindi-${name}`);
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
/** What hi-IN makes of a price in rupees, the way the app is meant to write it. */
const hindiRupees = (rupees: number) =>
  new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR' }).format(rupees);

describe('the academy in Hindi', () => {
  let desktop: Browser;
  let phone: Browser;
  beforeAll(async () => {
    desktop = await openBrowser();
    phone = await openBrowser({ mobile: true });
  });
  afterAll(async () => {
    await desktop?.close();
    await phone?.close();
  });

  const learner = newLearner();

  it('switches the whole app to Hindi when the learner saves Hindi in the profile, without a reload', async () => {
    const { page } = desktop;
    await signUp(page, baseUrl, learner);
    await logIn(page, baseUrl, learner);
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
    expect(await htmlLang(page)).toBe('en');

    await page.goto(url('your-profile'));
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: /हिन्दी/ }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();

    // The same page, now in Hindi: heading, navigation and the language itself.
    await page.getByRole('heading', { name: 'खाता सेटिंग' }).waitFor();
    expect(await htmlLang(page)).toBe('hi');
    expect(await page.getByRole('combobox', { name: 'भाषा' }).textContent()).toContain('हिन्दी');
    // 'Member since' in a Hindi month.
    await page
      .getByText(/से सदस्य$/)
      .first()
      .waitFor();
    await expectNoAxeViolations(page);
    await shoot(page, 'desktop-account-settings');

    // The site's pages: Hindi navigation and headings.
    await page.goto(url('courses'));
    const nav = page.getByRole('navigation', { name: 'मुख्य' });
    await nav.getByRole('link', { name: 'हमारे बारे में' }).waitFor();
    await nav.getByRole('link', { name: 'पाठ्यक्रम' }).waitFor();
    await page.getByRole('heading', { name: 'पाठ्यक्रम', level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    await shoot(page, 'desktop-courses');
  });

  it('keeps Hindi through a reload, on a course page and in the cart', async () => {
    const { page } = desktop;
    await page.goto(url('productpage'));
    await page.getByRole('button', { name: 'कार्ट में जोड़ें' }).waitFor();
    expect(await htmlLang(page)).toBe('hi');
    await page.getByText('पाठ्यक्रम कोड:').waitFor();
    await expectNoAxeViolations(page);
    await shoot(page, 'desktop-course-page');

    await page.getByRole('button', { name: 'कार्ट में जोड़ें' }).click();
    await expectToast(page, 'पाठ्यक्रम कार्ट में जोड़ा गया!');
    const dialog = page.getByRole('dialog', { name: 'पाठ्यक्रम कार्ट में जोड़ा गया' });
    await dialog.getByText('कार्ट पर जाएँ').click();
    await page.getByRole('heading', { name: 'शॉपिंग कार्ट' }).waitFor();
    const cart = page.getByRole('list', { name: 'आपके कार्ट में पाठ्यक्रम' });
    await cart.getByText('Email Forensic Analyst Certification').waitFor();
    await page.getByRole('link', { name: 'कार्ट, 1 आइटम' }).waitFor();
    await page.getByText(hindiRupees(9999)).first().waitFor();
    await expectNoAxeViolations(page);
    await shoot(page, 'desktop-cart');

    await page.reload();
    await page.getByRole('heading', { name: 'शॉपिंग कार्ट' }).waitFor();
    expect(await htmlLang(page)).toBe('hi');
  });

  it('writes course facts, breadcrumbs, form problems and the server’s refusals in Hindi', async () => {
    const { page } = desktop;
    await page.goto(url('productpage'));
    const trail = page.getByRole('navigation', { name: 'ब्रेडक्रंब' });
    await trail.getByRole('link', { name: 'होम' }).waitFor();
    await trail.getByText('ख़रीदें').waitFor();
    const facts = page.getByRole('list', { name: 'पाठ्यक्रम एक नज़र में' });
    await facts
      .getByText(/^\d+ (मॉड्यूल|वीडियो|दस्तावेज़|प्रश्न)$/)
      .first()
      .waitFor();

    await page.goto(url('change-password'));
    await page.getByLabel('मौजूदा पासवर्ड').fill(learner.password);
    await page.getByLabel('नया पासवर्ड', { exact: true }).fill('a-new-password-1');
    await page.getByLabel('नए पासवर्ड की पुष्टि करें').fill('a-new-password-2');
    await page.getByRole('button', { name: 'पासवर्ड बदलें' }).click();
    await page.getByText('पासवर्ड मेल नहीं खाते').waitFor();
    await shoot(page, 'desktop-change-password-problem');

    // The server's refusal ('Current password is incorrect') in Hindi too.
    await page.getByLabel('मौजूदा पासवर्ड').fill('not-the-password-1');
    await page.getByLabel('नए पासवर्ड की पुष्टि करें').fill('a-new-password-1');
    await page.getByRole('button', { name: 'पासवर्ड बदलें' }).click();
    await expectToast(page, 'मौजूदा पासवर्ड गलत है');
  });

  it('shows a phone the learner’s Hindi from login on, and mails them in Hindi', async () => {
    const { page } = phone;
    // A new device: English until the learner logs in, then the profile's Hindi.
    await logIn(page, baseUrl, learner);
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
    await page.getByRole('heading', { name: /^फिर से स्वागत है/ }).waitFor();
    expect(await htmlLang(page)).toBe('hi');
    await expectNoAxeViolations(page);
    await shoot(page, 'phone-dashboard');
    for (const [path, heading, name] of [
      ['courses', 'पाठ्यक्रम', 'phone-courses'],
      ['addtocart', 'शॉपिंग कार्ट', 'phone-cart'],
      ['your-profile', 'खाता सेटिंग', 'phone-account-settings'],
      ['orders', 'ऑर्डर इतिहास', 'phone-orders'],
    ]) {
      await page.goto(url(path!));
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await expectNoAxeViolations(page);
      await shoot(page, name!);
    }
    await page.goto(url('productpage'));
    await page.getByRole('button', { name: 'कार्ट में जोड़ें' }).waitFor();
    await shoot(page, 'phone-course-page');

    // A mail the learner causes now comes in Hindi, subject and body.
    await page.goto(url('forget-password'));
    await page.getByRole('heading', { name: 'अपना पासवर्ड भूल गए?' }).waitFor();
    await page.getByLabel('ई-मेल').fill(learner.email);
    await page.getByRole('button', { name: 'रीसेट लिंक भेजें' }).click();
    await expectToast(page, 'पासवर्ड रीसेट अनुरोध सफल रहा!');
    const mail = await latestMailTo(mailDir, learner.email);
    expect(mail).toContain('Subject: अपना अकादमी पासवर्ड रीसेट करें');
    expect(mail).toContain(`नमस्ते ${learner.fullName},`);
    expect(mail).toMatch(/नया पासवर्ड चुनें: https?:\/\/\S+\/app\/reset-password\/[\w-]+/);
  });
});
