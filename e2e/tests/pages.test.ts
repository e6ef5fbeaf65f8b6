import type { CourseDetails } from '@academy/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { ADMIN, newLearner } from '../support/accounts.ts';
import { type Browser, openBrowser } from '../support/browser.ts';
import { expectToast, logIn, signUp, waitForPath } from '../support/journeys.ts';

const url = (path: string) => new URL(path, baseUrl).href;
const api = (path: string) => new URL(`/api/v1/${path}`, baseUrl).href;
const STUDENT_DASHBOARD = /^\/app\/[0-9a-f]{8}\/dashboard$/;

describe('public pages for visitors', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('asks a visitor on /result to log in', async () => {
    await browser.page.goto(url('result'));
    await browser.page.getByText('Log in to see your results').waitFor();
  });

  it('plays the featured course preview with captions on /video, reached from the purchase page', async () => {
    const { page } = browser;
    await page.goto(url('productpage'));
    const captions = page.waitForResponse((r) => r.url().endsWith('/previews/40/captions.vtt'));
    await page.getByRole('link', { name: 'Watch preview' }).click();
    await waitForPath(page, /^\/app\/video$/);
    await page.getByRole('heading', { name: 'Email Forensic Analyst Certification' }).waitFor();
    await page.locator('video').waitFor({ state: 'attached' });
    expect((await (await captions).text()).startsWith('WEBVTT')).toBe(true);
    // Served to a visitor, unlike course content.
    const preview = await page.request.get(api('media/previews/40/video.mp4'), {
      headers: { range: 'bytes=0-15' },
    });
    expect(preview.status()).toBe(206);
  });

  it('shows every course at /courses/:id, and course not found for an unknown one', async () => {
    const { page } = browser;
    await page.goto(url('courses/40'));
    await page.getByRole('heading', { name: 'Email Forensic Analyst Certification' }).waitFor();
    await page.getByRole('button', { name: 'Add To Cart' }).waitFor();
    await page.goto(url('courses/62'));
    await page.getByRole('heading', { name: 'Security Incident Response Investigator' }).waitFor();
    await page.getByRole('button', { name: 'Add To Cart' }).waitFor();
    await page.goto(url('courses/999999'));
    await page.getByText('Course not found').waitFor();
    await page.goto(url('courses/sefa'));
    await waitForPath(page, /^\/app\/courses\/sefa$/);
    await page.getByText('Course not found').waitFor({ state: 'detached' });
  });

  it('shows a visitor the public course page at /course instead of the login page', async () => {
    const { page } = browser;
    await page.goto(url('course?courseId=62'));
    await page.getByRole('heading', { name: 'Security Incident Response Investigator' }).waitFor();
    await waitForPath(page, /^\/app\/course$/);
  });
});

/** Signs up a learner without a category and logs them in on the dashboard. */
async function newSignedInLearner(page: Page) {
  const learner = newLearner();
  await signUp(page, baseUrl, learner);
  await logIn(page, baseUrl, learner);
  await waitForPath(page, STUDENT_DASHBOARD);
  return learner;
}

describe('a new learner', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is asked for a category once: after answering, a new login does not ask again', async () => {
    const { page } = browser;
    const learner = await newSignedInLearner(page);
    const question = page.getByRole('region', { name: 'Tell us about yourself' });
    await question.waitFor();
    await question.getByRole('combobox', { name: 'I am a' }).click();
    await page.getByRole('option', { name: 'Something else' }).click();
    await question.getByLabel('What describes you?').fill('Hobbyist investigator');
    await question.getByRole('button', { name: 'Save' }).click();
    await question.waitFor({ state: 'detached' });

    await page.goto(url('your-profile'));
    await page.getByText('You told us: Hobbyist investigator').waitFor();
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await waitForPath(page, /^\/app\/login$/);

    const status = page.waitForResponse((r) => r.url().endsWith('/user/category-status') && r.ok());
    await logIn(page, baseUrl, learner);
    await waitForPath(page, STUDENT_DASHBOARD);
    expect((await (await status).json()).shouldAsk).toBe(false);
    expect(await page.getByRole('region', { name: 'Tell us about yourself' }).count()).toBe(0);
  });

  it('sees the latest result of a quiz on /result, linking back to the quiz', async () => {
    const { page } = browser;
    const me = await (await page.request.get(api('user/me'))).json();
    const enrolled = await page.request.post(api('student/enrolled'), {
      data: { user_id: me.user.id, courseId: 69 },
    });
    expect(enrolled.ok()).toBe(true);
    // The catalogue opens the course's content once it hears of the enrolment (an event).
    let detailsReply = await page.request.get(api('courses/69/details'));
    for (let tries = 0; !detailsReply.ok() && tries < 50; tries += 1) {
      await page.waitForTimeout(200);
      detailsReply = await page.request.get(api('courses/69/details'));
    }
    const details = (await detailsReply.json()) as CourseDetails;
    const quiz = details.modules[0]!.quizzes[0]!;
    const submitted = await page.request.post(api('userQuiz/submit'), {
      data: {
        userId: me.user.id,
        quizId: quiz.id,
        courseId: 69,
        answers: quiz.questions.map((q) => ({ questionId: q.id, selectedOptionId: q.options[0]!.id })),
      },
    });
    expect(submitted.ok()).toBe(true);
    const { score } = (await submitted.json()).data;

    await page.goto(url('result'));
    const row = page.getByRole('row').filter({ hasText: quiz.title });
    await row.waitFor();
    expect(await row.textContent()).toContain('Digital Forensics Essentials');
    expect(await row.textContent()).toContain(`${score}%`);
    await row.getByRole('link', { name: /Open quiz/ }).click();
    await page.waitForURL((u) => u.pathname === '/app/course' && u.searchParams.get('courseId') === '69');
  });
});

describe('support chat', () => {
  let learnerBrowser: Browser;
  let adminBrowser: Browser;
  beforeAll(async () => {
    learnerBrowser = await openBrowser();
    adminBrowser = await openBrowser();
  });
  afterAll(async () => {
    await learnerBrowser?.close();
    await adminBrowser?.close();
  });

  it('carries a learner message to the admin console and the reply back to the open chat', async () => {
    const { page } = learnerBrowser;
    const learner = await newSignedInLearner(page);
    await page.getByRole('button', { name: 'Live chat' }).click();
    await expectToast(page, 'Opening live chat...');
    const chat = page.getByRole('dialog', { name: 'Live chat with support' });
    await chat.getByLabel('Your message').fill('  My certificate does not download  ');
    await chat.getByRole('button', { name: 'Send' }).click();
    await chat.getByText('My certificate does not download').waitFor();

    const admin = adminBrowser.page;
    await logIn(admin, baseUrl, ADMIN);
    await admin.goto(url('dashboard'));
    const entry = admin.getByRole('button', { name: new RegExp(learner.fullName) });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('1');
    await entry.click();
    const thread = admin.getByRole('region', { name: `Conversation with ${learner.fullName}` });
    await thread.getByText('My certificate does not download').waitFor();
    await thread.getByLabel('Your message').fill('It is on your dashboard now.');
    await thread.getByRole('button', { name: 'Send' }).click();
    await thread.getByText('It is on your dashboard now.').waitFor();

    // The learner's chat is still open: the reply arrives with the next poll.
    await chat.getByText('It is on your dashboard now.').waitFor({ timeout: 20_000 });
  });
});
