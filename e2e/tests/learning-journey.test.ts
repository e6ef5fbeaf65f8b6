import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { AdminQuiz, CourseDetails, LoginReply, QuizReply } from '@academy/contracts';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { ADMIN, newLearner } from '../support/accounts.ts';
import { browserForEachTest } from '../support/browser.ts';
import { logIn, signUp } from '../support/journeys.ts';

const api = new URL('/api/v1/', baseUrl);
const screenshotDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));
const COURSE_ID = 69;
const run = promisify(execFile);

/** The quizzes of the demo course with their answer keys, read the way an administrator can. */
async function quizzesWithAnswers(): Promise<AdminQuiz[]> {
  const login = await fetch(new URL('user/login', api), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as LoginReply;
  const get = async <T>(path: string) => {
    const response = await fetch(new URL(path, api), { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  const details = await get<CourseDetails>(`courses/${COURSE_ID}/details`);
  const quizIds = details.modules.flatMap((module) => module.quizzes.map((quiz) => quiz.id));
  return Promise.all(quizIds.map(async (id) => (await get<QuizReply>(`quizzes/${id}`)).quiz));
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Course content' });
const sidebarItem = (page: Page, title: string) => sidebar(page).getByRole('button', { name: title });

async function openModule(page: Page, number: number) {
  const toggle = sidebar(page).getByRole('button', { name: new RegExp(`^${number} \\D`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** Picks one option per question: the right one, or any wrong one. */
async function answer(page: Page, quiz: AdminQuiz, correctly: boolean) {
  const questions = page.locator('form fieldset');
  for (const [index, question] of quiz.questions.entries()) {
    const option = question.options.find((candidate) => candidate.isCorrect === correctly)!;
    await questions.nth(index).getByRole('radio', { name: option.text, exact: true }).check();
  }
}

async function takeQuiz(page: Page, quiz: AdminQuiz, correctly: boolean) {
  const submit = page.getByRole('button', { name: 'Submit Quiz' });
  expect(await submit.isDisabled()).toBe(true);
  await answer(page, quiz, correctly);
  expect(await submit.isEnabled()).toBe(true);
  await submit.click();
  await page.getByText(correctly ? 'Quiz Passed' : 'Quiz Failed', { exact: true }).waitFor();
}

async function shoot(page: Page, name: string, target?: Locator) {
  const path = join(screenshotDir, `${name}.png`);
  if (target) return target.screenshot({ path });
  // From the top, so the sticky header and sidebar are drawn where a reader sees them.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  const toggle = page.getByRole('button', { name: /Switch to (light|dark) theme/i });
  if ((await page.evaluate(() => document.documentElement.dataset.theme ?? 'light')) !== theme) {
    await toggle.click();
  }
}

describe('a learner earns a certificate in the browser', () => {
  const browser = browserForEachTest();
  let workDir: string;
  let quizzes: AdminQuiz[];
  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
    workDir = await mkdtemp(join(tmpdir(), 'academy-learning-'));
    quizzes = await quizzesWithAnswers();
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('enrols, learns, fails and passes quizzes, then generates, downloads and verifies the certificate', async () => {
    const { page } = browser;
    const learner = newLearner();
    expect(quizzes).toHaveLength(3);

    await signUp(page, baseUrl, learner);
    await logIn(page, baseUrl, learner);
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();

    // Not enrolled yet: the course offers enrolment, which opens it.
    const captions = page.waitForResponse((response) => /captions/.test(response.url())).catch(() => null);
    await page.goto(new URL(`course?courseId=${COURSE_ID}`, baseUrl).href);
    await page.getByRole('button', { name: 'Enrol for free' }).click();
    await sidebar(page).waitFor();

    // Modules numbered 1..n; the first one open with its groups, counts and numbered items.
    const firstModule = sidebar(page).locator('li').first();
    await expect
      .poll(() => firstModule.innerText())
      .toMatch(/Documents\s*\(1\)\s*1\.1[\s\S]*Videos\s*\(1\)\s*1\.2[\s\S]*Assessment\s*\(1\)\s*1\.3/i);
    expect(
      await sidebar(page)
        .getByRole('button', { name: /^\d+ \D/ })
        .count(),
    ).toBe(3);

    // The first video is open on arrival: it plays with English captions loaded, then counts as complete.
    const videoHeading = page.locator('#video-title');
    await videoHeading.waitFor();
    const videoTitle = (await videoHeading.innerText()).trim();
    await page.locator('video').waitFor();
    expect((await captions)?.status()).toBe(200);
    await page.getByRole('button', { name: 'Play', exact: true }).first().click();
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1);
    await page.getByText('Welcome to this lesson.').first().waitFor();
    expect(await page.locator('#course-sidebar').getAttribute('data-dimmed')).not.toBeNull();
    await setTheme(page, 'light');
    await shoot(page, 'learning-video-light');
    await setTheme(page, 'dark');
    await shoot(page, 'learning-video-dark');
    await setTheme(page, 'light');
    await sidebarItem(page, videoTitle).and(page.locator('[data-completed]')).waitFor({ timeout: 20_000 });

    // A document loads in its frame and is marked complete.
    const documentItem = sidebar(page).locator('li li').first().getByRole('button');
    const documentTitle = (await documentItem.locator('span').nth(2).innerText()).trim();
    await documentItem.click();
    await page.getByRole('heading', { name: documentTitle }).waitFor();
    const markComplete = page.getByRole('button', { name: 'Mark as Complete' });
    await expect.poll(() => markComplete.isEnabled()).toBe(true);
    await shoot(page, 'learning-document-light');
    await markComplete.click();
    await page.getByText('Completed', { exact: true }).first().waitFor();
    await sidebarItem(page, documentTitle).and(page.locator('[data-completed]')).waitFor();

    // Module 1's quiz: a failed attempt, then a pass after Try Again.
    const [first, second, third] = quizzes as [AdminQuiz, AdminQuiz, AdminQuiz];
    await sidebarItem(page, first.title).click();
    await page.getByText(`Attempts remaining: ${first.maxAttempts}/${first.maxAttempts}`).waitFor();
    await takeQuiz(page, first, false);
    await page.getByText('Keep practicing!', { exact: false }).waitFor();
    await page.getByText(`Attempts remaining: ${first.maxAttempts - 1}/${first.maxAttempts}`).waitFor();
    await page.getByText('Attempt 1').waitFor();
    await page.getByText('Score: 0%').waitFor();
    await shoot(page, 'quiz-failed-light');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await takeQuiz(page, first, true);
    await page.getByText('Congratulations!', { exact: false }).first().waitFor();
    await shoot(page, 'quiz-passed-light');
    await sidebarItem(page, first.title).and(page.locator('[data-completed]')).waitFor();

    // The last attempt used up, the questions give way to the limit, in the server's number.
    await page.getByRole('button', { name: 'Try Again' }).click();
    await takeQuiz(page, first, false);
    await page.getByText('Maximum Attempts Reached').waitFor();
    await page.getByText(`You have used all ${first.maxAttempts} attempts`).waitFor();
    expect(await page.locator('form fieldset').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(0);

    // One of three: the certificate is still locked.
    const panel = page.getByRole('region', { name: 'Course Certificate' });
    await panel.getByText('Certificate Locked').waitFor();
    await panel.getByText('1 Completed').waitFor();
    await panel.getByText('2 Remaining').waitFor();
    await shoot(page, 'certificate-locked-light', panel);

    for (const [moduleNumber, quiz] of [
      [2, second],
      [3, third],
    ] as const) {
      await openModule(page, moduleNumber);
      await sidebarItem(page, quiz.title).click();
      await takeQuiz(page, quiz, true);
    }

    // The last pass unlocks the certificate through the live stream, without waiting for the 30 s poll.
    await panel.getByText("You've completed all 3 quizzes!").waitFor({ timeout: 10_000 });
    await shoot(page, 'certificate-eligible-light', panel);
    const generate = panel.getByRole('button', { name: 'Generate Certificate' });
    await generate.dblclick();
    await panel.getByText('Certificate Generated!').waitFor();
    await shoot(page, 'certificate-generated-light', panel);
    await setTheme(page, 'dark');
    await shoot(page, 'certificate-generated-dark', panel);
    await setTheme(page, 'light');
    const number = (await panel.locator('strong').first().innerText()).trim();
    expect(number).toMatch(/^ACD-\d{4}-[A-Z0-9]+$/);

    // The PDF downloads under the learner's name and carries the name, the course and the number.
    const downloading = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download Certificate' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${learner.fullName.replace(/ /g, '_')}_certificate.pdf`);
    const pdfFile = join(workDir, 'certificate.pdf');
    await download.saveAs(pdfFile);
    const { stdout } = await run('pdftotext', ['-layout', pdfFile, '-']);
    const text = stdout.replace(/\s+/g, ' ');
    const courseTitle = (await page.locator('h1').innerText()).trim();
    expect(text).toContain(learner.fullName);
    expect(text).toContain(courseTitle);
    expect(text).toContain(number);

    // The certificate's verification URL (printed under its QR code), opened by anyone: valid, with
    // the holder and the course. The printed host is the public one; the path is what matters here.
    const printed = new URL(/Verify this certificate at (\S+)/.exec(text)?.[1] ?? 'missing:');
    expect(printed.pathname).toBe('/app/verify');
    expect(printed.searchParams.get('number')).toBe(number);
    await page.goto(new URL(`${printed.pathname}${printed.search}`, baseUrl).href);
    await page.getByText('Valid certificate').waitFor();
    await page.getByText(learner.fullName).first().waitFor();
    expect(await page.getByText(courseTitle).count()).toBeGreaterThan(0);
    await shoot(page, 'verify-valid-light');
    await setTheme(page, 'dark');
    await shoot(page, 'verify-valid-dark');
    await setTheme(page, 'light');

    // The dashboard counts the course, the passed quizzes and the certificate.
    await page.goto(new URL('student/dashboard', baseUrl).href);
    const stats = page.getByRole('region', { name: 'Your learning at a glance' });
    await expect
      .poll(() => stats.innerText())
      .toMatch(/Enrolled courses\s*1[\s\S]*Quizzes passed\s*3[\s\S]*Certificates\s*1/);
    await page.getByText(number).waitFor();
    await shoot(page, 'dashboard-with-progress-light');

    // Learning Progress and the tests page show the same real figures.
    await page.goto(new URL('progress', baseUrl).href);
    await page.getByRole('heading', { name: 'Learning Progress' }).waitFor();
    await page.getByText('3 of 3 quizzes passed').waitFor();
    await shoot(page, 'progress-light');
    await page.goto(new URL('student/test', baseUrl).href);
    const rows = page.getByRole('row').filter({ hasText: 'Passed' });
    await expect.poll(() => rows.count()).toBe(3);
    await shoot(page, 'student-test-light');
    // On a phone each quiz is a card with its link on the screen, not a table row scrolled out of sight.
    await page.setViewportSize({ width: 390, height: 844 });
    const cards = page.getByRole('list', { name: courseTitle }).getByRole('listitem');
    await expect.poll(() => cards.filter({ hasText: 'Passed' }).count()).toBe(3);
    const review = await cards.first().getByRole('link', { name: 'Review' }).boundingBox();
    expect(review!.x + review!.width).toBeLessThanOrEqual(390);
    expect(await rows.first().isVisible()).toBe(false);
    // So is each quiz's latest result on the results screen: the first quiz's is the failed last attempt.
    await page.goto(new URL('result', baseUrl).href);
    const results = page.getByRole('list', { name: 'Latest quiz results' }).getByRole('listitem');
    await expect.poll(() => results.count()).toBe(3);
    expect(await results.filter({ hasText: 'Passed' }).count()).toBe(2);
    const firstResult = results.filter({ hasText: first.title });
    expect(await firstResult.getByText('Failed').count()).toBe(1);
    expect(await firstResult.locator('dt:text-is("Score") + dd').innerText()).toBe('0%');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto(new URL('student/test', baseUrl).href);
    await rows.first().getByRole('link', { name: 'Review' }).click();
    await page.getByRole('heading', { name: first.title }).waitFor();

    // On a phone the course content is behind the sidebar toggle.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { name: first.title }).waitFor();
    await expect.poll(() => sidebar(page).isVisible()).toBe(false);
    await shoot(page, 'learning-mobile-light');
    await page.getByRole('button', { name: 'Show course content' }).click();
    await sidebar(page).waitFor();
    await page.screenshot({ path: join(screenshotDir, 'learning-mobile-sidebar-light.png') });
  });

  it('shows an unknown certificate number as not found', async () => {
    const { page } = browser;
    await page.goto(new URL('verify?number=ACD-2000-NOSUCHNUMBER0000', baseUrl).href);
    await page.getByText('Certificate not found').waitFor();
  });
});
