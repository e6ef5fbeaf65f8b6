import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { newLearner } from '../support/accounts.ts';
import { type Browser, openBrowser } from '../support/browser.ts';
import { expectToast, logIn, signUp, waitForPath } from '../support/journeys.ts';
import { NARROW_PHONE, saveScreenshot } from '../support/screenshots.ts';

const url = (path: string) => new URL(path, baseUrl).href;
const SDFE = 'Digital Forensics Essentials';
const FEATURED = 'Email Forensic Analyst Certification';

const searchOf = (browser: Browser) => new URL(browser.page.url()).searchParams;

describe('finding a course and reviewing it', () => {
  // The desktop learner reviews first (4 stars), the phone learner second (5 stars).
  for (const [size, viewport, stars, expected] of [
    ['desktop', undefined, 4, 'Rated 4.0 out of 5 from 1 review'],
    ['phone', NARROW_PHONE, 5, 'Rated 4.5 out of 5 from 2 reviews'],
  ] as const) {
    describe(size, () => {
      let browser: Browser;
      beforeAll(async () => {
        browser = await openBrowser(viewport ? { viewport } : {});
      });
      afterAll(async () => {
        await browser?.close();
      });

      it('searches with a typo, filters, keeps it all in the URL and goes back', async () => {
        const { page } = browser;
        await page.goto(url('courses'));
        await page.getByRole('heading', { name: 'All courses' }).waitFor();
        await page.getByLabel('Search courses').fill('forensiks');
        await page.getByRole('button', { name: 'Search', exact: true }).click();

        const found = page.getByRole('list', { name: 'Courses found' });
        const sdfe = found.getByRole('heading', { name: SDFE });
        await sdfe.waitFor();
        expect(searchOf(browser).get('q')).toBe('forensiks');
        // The typo found "Forensics", and the card marks it (once the search's reply has replaced the list
        // the page showed while it was on its way).
        await expect.poll(() => sdfe.locator('mark').allTextContents()).toEqual(['Forensics']);
        await found.getByRole('heading', { name: FEATURED }).waitFor();
        await page.waitForLoadState('networkidle');
        await saveScreenshot(page, `${size}-course-search`);

        await page.getByRole('combobox', { name: 'Price' }).click();
        await page.getByRole('option', { name: 'Free', exact: true }).click();
        await page.waitForURL((address) => address.searchParams.get('price') === 'free');
        await found.getByRole('heading', { name: FEATURED }).waitFor({ state: 'detached' });
        await sdfe.waitFor();
        expect(searchOf(browser).get('q')).toBe('forensiks');

        // Back: the search without the filter, the paid course again, the text still in the box.
        await page.goBack();
        await page.waitForURL((address) => !address.searchParams.has('price'));
        await found.getByRole('heading', { name: FEATURED }).waitFor();
        expect(await page.getByLabel('Search courses').inputValue()).toBe('forensiks');
        expect(await page.getByRole('combobox', { name: 'Price' }).textContent()).toBe('Free or paid');

        // A shared link opens the same search.
        // Letters no course of any test comes near: a real word could be corrected to one that another test
        // file's courses, made in the same academy, contain ("xylophone" found a quiz named "Phone check").
        await page.goto(url('courses?q=qzxjvw'));
        await page.getByText('No courses match “qzxjvw”').waitFor();
        await page.getByRole('button', { name: 'Show all courses' }).waitFor();
        await page
          .getByRole('region', { name: 'Popular with learners' })
          .getByRole('article')
          .first()
          .waitFor();
        await page.waitForLoadState('networkidle');
        await saveScreenshot(page, `${size}-course-search-empty`);
        await page.getByRole('button', { name: 'Show all courses' }).click();
        await page.getByRole('heading', { name: 'All courses' }).waitFor();
        expect(searchOf(browser).toString()).toBe('');
      });

      it('an enrolled learner rates the course and the average shows on its page and card', async () => {
        const { page } = browser;
        const learner = newLearner();
        await signUp(page, baseUrl, learner);
        await logIn(page, baseUrl, learner);
        await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);

        await page.goto(url('course-sdfe'));
        await page.getByRole('heading', { name: SDFE, level: 1 }).waitFor();
        const reviews = page.getByRole('region', { name: 'Ratings and reviews' });
        await reviews.getByText('Learners enrolled in this course can rate it.').waitFor();
        await page.getByRole('button', { name: 'Enrol for free' }).click();
        await expectToast(page, 'You are enrolled!');

        const form = reviews.getByRole('form', { name: 'Your review' });
        await form.getByRole('button', { name: 'Submit review' }).click();
        await form.getByText('Choose from 1 to 5 stars').waitFor();
        await form
          .locator('label')
          .filter({ hasText: `${stars} stars` })
          .click();
        await form
          .getByLabel('Your review (optional)')
          .fill(`Worth it, ${size} edition: clear lessons and fair quizzes.`);
        await form.getByRole('button', { name: 'Submit review' }).click();
        await expectToast(page, 'Thank you for your review');

        await reviews.getByRole('img', { name: expected }).waitFor();
        await reviews.getByRole('heading', { name: 'Your review' }).waitFor();
        await reviews.getByRole('button', { name: 'Edit your review' }).waitFor();
        await reviews.scrollIntoViewIfNeeded();
        await page.waitForLoadState('networkidle');
        await saveScreenshot(page, `${size}-course-reviews`);

        await page.goto(url('courses?sort=rating'));
        const card = page
          .getByRole('list', { name: 'Courses' })
          .getByRole('article')
          .filter({ has: page.getByRole('heading', { name: SDFE }) });
        await card.getByRole('img', { name: expected }).waitFor();
        expect(searchOf(browser).get('sort')).toBe('rating');
      });
    });
  }
});
