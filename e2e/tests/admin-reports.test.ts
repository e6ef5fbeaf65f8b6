import { readFile } from 'node:fs/promises';
import type { AdminQuiz, CourseDetails, CourseReportReply, QuizReply } from '@academy/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { ADMIN, newLearner } from '../support/accounts.ts';
import { adminCourseEntry } from '../support/admin-course-list.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { type Browser, openBrowser } from '../support/browser.ts';
import { logIn, signUp, waitForPath } from '../support/journeys.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const url = (path: string) => new URL(path, baseUrl).href;
const api = (path: string) => new URL(`/api/v1/${path}`, baseUrl).href;
const COURSE_ID = 69;
const COURSE = 'Digital Forensics Essentials';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;

/** The course's first quiz with its answer key, read as the administrator's browser may. */
async function firstQuiz(admin: Page): Promise<AdminQuiz> {
  const details = (await (
    await admin.request.get(api(`courses/${COURSE_ID}/details`))
  ).json()) as CourseDetails;
  const quizId = details.modules.flatMap((module) => module.quizzes.map((quiz) => quiz.id))[0]!;
  return ((await (await admin.request.get(api(`quizzes/${quizId}`))).json()) as QuizReply).quiz;
}

/** A new learner enrols in the free course and passes its first quiz; returns their id, name and e-mail. */
async function learnerWhoPassed(page: Page, quiz: AdminQuiz) {
  const learner = newLearner();
  await signUp(page, baseUrl, learner);
  await logIn(page, baseUrl, learner);
  await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
  const me = ((await (await page.request.get(api('user/me'))).json()) as { user: { id: string } }).user;
  const enrolled = await page.request.post(api('student/enrolled'), {
    data: { user_id: me.id, cname: String(COURSE_ID) },
  });
  expect(enrolled.status()).toBeLessThan(300);
  const answers = quiz.questions.map((question) => ({
    questionId: question.id,
    selectedOptionId: question.options.find((option) => option.isCorrect)!.id,
  }));
  const submitted = await page.request.post(api('userQuiz/submit'), {
    data: { userId: me.id, quizId: quiz.id, moduleId: quiz.moduleId, courseId: COURSE_ID, answers },
  });
  expect((await submitted.json()).data).toMatchObject({ passed: true });
  return { id: me.id, fullName: learner.fullName, email: learner.email };
}

/**
 * Waits until the report names the learner: learning copies each account from auth's event, and until that
 * arrives the report shows the bare id, as an administrator would see a sign-up of a moment ago (on a loaded
 * machine, for longer than a page's wait).
 */
async function reportNames(admin: Page, learnerId: string) {
  await expect
    .poll(
      async () => {
        const report = await admin.request.get(api(`admin/courses/${COURSE_ID}/report`));
        const { completion } = (await report.json()) as CourseReportReply;
        return completion.learners.find((learner) => learner.userId === learnerId)?.fullName ?? null;
      },
      { timeout: 60_000 },
    )
    .not.toBeNull();
}

describe.each(SIZES)('course reports and the coupon course picker on a $name', (size) => {
  let admin: Browser;
  let learner: Browser;
  beforeAll(async () => {
    admin = await openBrowser({ viewport: size.viewport });
    learner = await openBrowser({ viewport: size.viewport });
    await logIn(admin.page, baseUrl, ADMIN);
    await waitForPath(admin.page, /^\/app\/dashboard$/);
  });
  afterAll(async () => {
    await admin?.close();
    await learner?.close();
  });

  it('opens a course report from the course list, shows a learner who passed a quiz, and downloads it as CSV', async () => {
    const { page } = admin;
    const quiz = await firstQuiz(page);
    const { id: learnerId, fullName, email } = await learnerWhoPassed(learner.page, quiz);
    await reportNames(page, learnerId);

    await adminCourseEntry(page, COURSE, size.phone)
      .getByRole('link', { name: `Report of ${COURSE}` })
      .click();
    await waitForPath(page, /^\/app\/course-report$/);
    await page.getByRole('heading', { level: 1, name: COURSE }).waitFor();
    const entry = size.phone
      ? page.getByRole('list', { name: 'Learners' }).getByRole('listitem').filter({ hasText: fullName })
      : page.getByRole('region', { name: 'Learners' }).getByRole('row').filter({ hasText: fullName });
    await entry.waitFor();
    const shown = await entry.innerText();
    // The learner by name with the e-mail beneath, rather than by id.
    expect(shown).toContain(`${fullName}\n${email}`);
    expect(shown).not.toContain(learnerId);
    expect(shown).toContain('In progress');
    expect(shown).toMatch(/1 of \d+ quizzes/);
    if (size.phone) {
      const card = page
        .getByRole('list', { name: 'Quizzes' })
        .getByRole('listitem')
        .filter({ hasText: quiz.title });
      expect(Number(await card.locator('dt:text-is("Passed") + dd').innerText())).toBeGreaterThanOrEqual(1);
    } else {
      const row = page
        .getByRole('region', { name: 'Quizzes' })
        .getByRole('row')
        .filter({ hasText: quiz.title });
      const cells = await row.getByRole('cell').allInnerTexts();
      expect(cells[0]).toBe(quiz.title);
      expect(Number(cells[4])).toBeGreaterThanOrEqual(1); // passed
    }
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `${size.name}-admin-course-report`);

    const [learnersFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV of learners' }).click(),
    ]);
    expect(learnersFile.suggestedFilename()).toMatch(/^course-69-completion-\d{4}-\d{2}-\d{2}\.csv$/);
    const learners = (await readFile((await learnersFile.path())!, 'utf8')).split('\r\n');
    expect(learners[0]).toBe(
      '\uFEFFlearner_id,full_name,email,enrolled_at,started,content_completed,quizzes_passed,quizzes_required,completed,completed_at',
    );
    expect(learners.find((line) => line.startsWith(learnerId))).toMatch(
      new RegExp(`^${learnerId},${fullName},${email.replaceAll('.', '\\.')},[^,]+Z,true,1,1,\\d+,false,$`),
    );
    const [quizzesFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV of quizzes' }).click(),
    ]);
    const quizzes = (await readFile((await quizzesFile.path())!, 'utf8')).split('\r\n');
    expect(quizzes[0]).toContain('quiz_id,quiz_title,required,passing_score,attempts');
    expect(quizzes.find((line) => line.startsWith(`${quiz.id},`))).toContain(quiz.title);
  });

  it('creates a coupon for one course picked by its title', async () => {
    const { page } = admin;
    await page.goto(url('coupons'));
    const prefix = `REP${size.phone ? 'P' : 'D'}${Date.now().toString(36).slice(-5).toUpperCase()}`;
    await page.getByLabel('Code prefix').fill(prefix);
    await page.getByLabel('Percent off').fill('15');
    await page.getByLabel('Maximum redemptions').fill('3');
    await page.getByText('Empty: every course').waitFor();
    await page.getByLabel('Search courses by title').fill('forensics ess');
    await page.getByRole('button', { name: `Add ${COURSE}` }).click();
    const chosen = page.getByRole('list', { name: 'Chosen courses' });
    await chosen.getByText(COURSE).waitFor();
    expect(await page.getByText('Empty: every course').count()).toBe(0);
    // A second pick removed again leaves the first alone.
    await page.getByLabel('Search courses by title').fill('security');
    const other = page.getByRole('list', { name: 'Matching courses' }).getByRole('button').first();
    await other.waitFor();
    await saveScreenshot(page, `${size.name}-admin-coupon-course-matches`);
    const otherTitle = ((await other.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
    await other.click();
    await page.getByRole('button', { name: `Remove ${otherTitle}` }).click();
    expect(await chosen.getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining(COURSE)]);
    await saveScreenshot(page, `${size.name}-admin-coupon-course-picker`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Create coupon' }).click();
    const code = new RegExp(`${prefix}-[A-Z0-9]{12}`);
    // A table on a desktop; on a phone one card per coupon, its columns as lines, none off the screen.
    const entry = size.phone
      ? page.getByRole('list', { name: 'All coupons' }).getByRole('listitem').filter({ hasText: code })
      : page.getByRole('row').filter({ hasText: code });
    await entry.waitFor();
    const values = size.phone ? entry.locator('dd') : entry.getByRole('cell');
    expect(await values.allInnerTexts()).toContain(String(COURSE_ID));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.viewport.width,
    );
    if (size.phone) await entry.getByRole('button', { name: /^Disable/ }).waitFor();
  });
});
