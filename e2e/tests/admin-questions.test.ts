import { type APIRequestContext, type Page, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { ADMIN, newLearner } from '../support/accounts.ts';
import { openBrowser } from '../support/browser.ts';
import { expectToast, logIn, signUp, waitForPath } from '../support/journeys.ts';
import { makePng } from '../support/png.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const api = (path: string) => new URL(`/api/v1/${path}`, baseUrl).href;

let admin: APIRequestContext;
let headers: Record<string, string>;
let courseId: number;
let moduleId: number;

/** A free course with one module; each test adds its own untimed quiz to it, the first publishes it. */
async function createCourse() {
  admin = await request.newContext();
  const login = await admin.post(api('user/login'), { data: ADMIN });
  expect(login.status()).toBe(200);
  headers = { authorization: `Bearer ${(await login.json()).token}` };
  const course = await admin.post(api('course'), {
    headers,
    multipart: {
      title: `Question order ${Date.now()}`,
      description: 'A course whose quiz questions are edited and reordered',
      category: 'Networking',
      createdBy: 'Radia Perlman',
      thumbnail: { name: 't.png', mimeType: 'image/png', buffer: makePng() },
    },
  });
  expect(course.status()).toBe(201);
  courseId = (await course.json()).course.id;
  const module = await admin.post(api(`course/${courseId}/modules`), { headers, data: { title: 'Basics' } });
  moduleId = (await module.json()).module.id;
}

let published = false;

async function createQuiz(title: string, texts: string[]) {
  const quiz = await admin.post(api(`course/${courseId}/modules/${moduleId}/quizzes`), {
    headers,
    data: {
      title,
      questions: texts.map((text) => ({
        text,
        options: ['Yes', 'No'].map((option, at) => ({ text: `${text} ${option}`, isCorrect: at === 0 })),
      })),
    },
  });
  expect(quiz.status()).toBe(201);
  // A new course is a draft; it is published once it has something to learn.
  if (!published) {
    const reply = await admin.put(api(`admin/courses/${courseId}/published`), {
      headers,
      data: { published: true },
    });
    expect(reply.status()).toBe(200);
    published = true;
  }
  return (await quiz.json()).quiz.id as number;
}

const questionList = (page: Page) => page.getByRole('list', { name: 'Questions' });
/** The question texts in the order the admin list shows them. */
const listedTexts = (page: Page) => questionList(page).locator(':scope > li > div > p').allInnerTexts();

async function openQuiz(page: Page, quizId: number) {
  await page.goto(new URL(`quiz?quizId=${quizId}`, baseUrl).href);
  await questionList(page).waitFor();
}

async function editQuestionText(page: Page, number: number, text: string) {
  await page.getByRole('button', { name: `Edit question ${number}` }).click();
  const form = questionList(page)
    .getByRole('listitem')
    .filter({ hasText: `Edit question ${number}` });
  return { form, field: form.getByLabel('Question', { exact: true }), text };
}

describe('an administrator edits and reorders quiz questions', () => {
  beforeAll(createCourse);
  afterAll(async () => admin?.dispose());

  it('on a desktop: edits a question, cancels another edit, moves the last question to the top by keyboard; learners see the new order', async () => {
    const title = `Routing check ${Date.now()}`;
    const quizId = await createQuiz(title, ['What is a router?', 'What is a switch?', 'What is a hub?']);
    const browser = await openBrowser();
    try {
      const { page } = browser;
      await logIn(page, baseUrl, ADMIN);
      await openQuiz(page, quizId);

      // Cancel leaves the question as it was.
      const cancelled = await editQuestionText(page, 2, 'Never saved');
      expect(await cancelled.field.inputValue()).toBe('What is a switch?');
      expect(await cancelled.form.getByLabel('Option 1', { exact: true }).inputValue()).toBe(
        'What is a switch? Yes',
      );
      expect(await cancelled.form.getByRole('radio', { name: 'Correct' }).first().isChecked()).toBe(true);
      await cancelled.field.fill(cancelled.text);
      await cancelled.form.getByRole('button', { name: 'Cancel' }).click();
      expect(await listedTexts(page)).toEqual(['What is a router?', 'What is a switch?', 'What is a hub?']);

      // An edit is saved and listed.
      const edited = await editQuestionText(page, 1, 'What does a router forward?');
      await edited.field.fill(edited.text);
      await edited.form.getByLabel('Option 2', { exact: true }).fill('Frames only');
      await saveScreenshot(page, 'desktop-admin-quiz-edit-question-light');
      await edited.form.getByRole('button', { name: 'Save changes' }).click();
      await expectToast(page, 'Question saved');
      await questionList(page).getByText('Frames only').waitFor();
      expect(await listedTexts(page)).toEqual([
        'What does a router forward?',
        'What is a switch?',
        'What is a hub?',
      ]);

      // The keyboard moves the last question to the top: focus follows it to its new place.
      await page.getByRole('button', { name: 'Move question 3 up' }).focus();
      await page.keyboard.press('Enter');
      await expectToast(page, 'Question order saved');
      await expect
        .poll(() => listedTexts(page))
        .toEqual(['What does a router forward?', 'What is a hub?', 'What is a switch?']);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Move question 2 up');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => listedTexts(page))
        .toEqual(['What is a hub?', 'What does a router forward?', 'What is a switch?']);
      expect(await page.getByRole('button', { name: 'Move question 1 up' }).isDisabled()).toBe(true);

      await page.reload();
      await questionList(page).waitFor();
      expect(await listedTexts(page)).toEqual([
        'What is a hub?',
        'What does a router forward?',
        'What is a switch?',
      ]);
      await page.waitForFunction(
        () => document.querySelectorAll('[aria-live="polite"][role="status"]').length === 0,
      );
      await saveScreenshot(page, 'desktop-admin-quiz-reordered-light');
    } finally {
      await browser.close();
    }

    // A learner's untimed quiz shows the questions in the new order, with the edited text.
    const learnerBrowser = await openBrowser();
    try {
      const { page } = learnerBrowser;
      const learner = newLearner();
      await signUp(page, baseUrl, learner);
      await logIn(page, baseUrl, learner);
      await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
      const me = (await (await page.request.get(api('user/me'))).json()).user as { id: string };
      await expect
        .poll(async () => {
          const reply = await page.request.post(api('student/enrolled'), {
            data: { user_id: me.id, courseId },
          });
          return reply.status();
        })
        .toBeLessThan(300);
      await page.goto(new URL(`course?courseId=${courseId}`, baseUrl).href);
      await page
        .getByRole('navigation', { name: 'Course content' })
        .getByRole('button', { name: title })
        .click();
      await page.getByText('What does a router forward?').waitFor();
      const shown = await page.locator('main').innerText();
      const places = ['What is a hub?', 'What does a router forward?', 'What is a switch?'].map((text) =>
        shown.indexOf(text),
      );
      expect(places.every((place) => place >= 0)).toBe(true);
      expect(places).toEqual([...places].sort((a, b) => a - b));
      expect(shown.split('\n')).not.toContain('What is a router?');
    } finally {
      await learnerBrowser.close();
    }
  });

  it('on a 390 px phone: edits a question and moves the last one to the top', async () => {
    const quizId = await createQuiz('Phone check', ['Ping uses?', 'Traceroute uses?', 'DNS uses?']);
    const browser = await openBrowser({ mobile: true });
    try {
      const { page } = browser;
      await logIn(page, baseUrl, ADMIN);
      await openQuiz(page, quizId);
      const edited = await editQuestionText(page, 3, 'Which port does DNS use?');
      await edited.field.fill(edited.text);
      await saveScreenshot(page, 'phone-admin-quiz-edit-question-light');
      await edited.form.getByRole('button', { name: 'Save changes' }).click();
      await expectToast(page, 'Question saved');
      await questionList(page).getByText(edited.text).waitFor();
      for (const number of [3, 2]) {
        await page.getByRole('button', { name: `Move question ${number} up` }).click();
        await expectToast(page, 'Question order saved');
        await expect.poll(async () => (await listedTexts(page))[number - 2]).toBe(edited.text);
      }
      await page.reload();
      await questionList(page).waitFor();
      expect(await listedTexts(page)).toEqual(['Which port does DNS use?', 'Ping uses?', 'Traceroute uses?']);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.waitForFunction(
        () => document.querySelectorAll('[aria-live="polite"][role="status"]').length === 0,
      );
      await saveScreenshot(page, 'phone-admin-quiz-reordered-light');
    } finally {
      await browser.close();
    }
  });
});
