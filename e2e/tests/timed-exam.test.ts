import type { CourseDetails, QuizAttemptStateReply } from '@academy/contracts';
import { type APIRequestContext, type Page, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { ADMIN, newLearner } from '../support/accounts.ts';
import { type Browser, openBrowser } from '../support/browser.ts';
import { logIn, signUp, waitForPath } from '../support/journeys.ts';
import { makePng } from '../support/png.ts';

const api = (path: string) => new URL(`/api/v1/${path}`, baseUrl).href;
const QUESTIONS = 5;
/** The option the learner picks: `Q2 C` is question 2's third option. */
const option = (question: number, letter: string) => `Q${question} ${letter}`;

let admin: APIRequestContext;
let courseId: number;
let quizId: number;
let practiceId: number;
const QUIZ_TITLE = 'Timed certification check';
const PRACTICE_TITLE = 'Untimed practice';

/** A free, published course with one five-question quiz, timed by the administrator through the API. */
async function createTimedCourse() {
  admin = await request.newContext();
  const login = await admin.post(api('user/login'), { data: ADMIN });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const course = await admin.post(api('course'), {
    headers,
    multipart: {
      title: `Timed exams ${Date.now()}`,
      description: 'A course with a timed exam',
      category: 'Forensics',
      createdBy: 'Grace Hopper',
      thumbnail: { name: 't.png', mimeType: 'image/png', buffer: makePng() },
    },
  });
  expect(course.status()).toBe(201);
  courseId = (await course.json()).course.id;
  const module = await admin.post(api(`course/${courseId}/modules`), { headers, data: { title: 'Exam' } });
  const moduleId = (await module.json()).module.id;
  const practice = await admin.post(api(`course/${courseId}/modules/${moduleId}/quizzes`), {
    headers,
    data: {
      title: PRACTICE_TITLE,
      questions: [
        { text: 'Practice?', options: ['P A', 'P B'].map((text, at) => ({ text, isCorrect: at === 0 })) },
      ],
    },
  });
  practiceId = (await practice.json()).quiz.id;
  const quiz = await admin.post(api(`course/${courseId}/modules/${moduleId}/quizzes`), {
    headers,
    data: {
      title: QUIZ_TITLE,
      questions: Array.from({ length: QUESTIONS }, (_, i) => ({
        text: `Question ${i + 1}?`,
        options: ['A', 'B', 'C', 'D'].map((letter, at) => ({
          text: option(i + 1, letter),
          isCorrect: at === 1,
        })),
      })),
    },
  });
  expect(quiz.status()).toBe(201);
  quizId = (await quiz.json()).quiz.id;
  const timed = await admin.put(api(`quizzes/${quizId}`), { headers, data: { timeLimitMinutes: 30 } });
  expect((await timed.json()).quiz.timeLimitMinutes).toBe(30);
  // A new course is a draft; it is published once it has something to learn.
  const published = await admin.put(api(`admin/courses/${courseId}/published`), {
    headers,
    data: { published: true },
  });
  expect(published.status()).toBe(200);
}

async function newEnrolledLearner(page: Page) {
  const learner = newLearner();
  await signUp(page, baseUrl, learner);
  await logIn(page, baseUrl, learner);
  await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
  const me = (await (await page.request.get(api('user/me'))).json()).user as { id: string };
  await expect
    .poll(async () => {
      const reply = await page.request.post(api('student/enrolled'), { data: { user_id: me.id, courseId } });
      return reply.status();
    })
    .toBeLessThan(300);
  return learner;
}

/** Opens the quiz on the learning screen. */
async function openExam(page: Page, title = QUIZ_TITLE) {
  await page.goto(new URL(`course?courseId=${courseId}`, baseUrl).href);
  await page.getByRole('navigation', { name: 'Course content' }).getByRole('button', { name: title }).click();
}

const choose = (page: Page, question: number, letter: string) =>
  page.getByRole('radio', { name: option(question, letter) }).check();
const saved = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /^Saved$/ })
    .waitFor();
/** How many answers this browser keeps for attempts, unsent (the exam screen's IndexedDB store). */
const answersKeptOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('academy-exams');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const all = opening.result.transaction('unsaved-answers').objectStore('unsaved-answers').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            opening.result.close();
            const kept = all.result as {
              inFlight: { answers: { questionId: number }[] } | null;
              pending: object;
            }[];
            const questions = kept.flatMap((unsaved) => [
              ...(unsaved.inFlight?.answers.map((answer) => answer.questionId) ?? []),
              ...Object.keys(unsaved.pending).map(Number),
            ]);
            resolve(new Set(questions).size);
          };
        };
      }),
  );
const serverState = async (page: Page) =>
  (await (await page.request.get(api(`userQuiz/quizzes/${quizId}/attempt`))).json()) as QuizAttemptStateReply;

describe('a timed exam', () => {
  beforeAll(createTimedCourse);
  afterAll(async () => admin?.dispose());

  it('survives a crashed browser: a new one returns to the same attempt with its answers and clock', async () => {
    let browser: Browser = await openBrowser();
    const learner = await newEnrolledLearner(browser.page);
    // Before the start the course screen carries none of the timed quiz's questions; the start screen counts them.
    const details = (await (
      await browser.page.request.get(api(`courses/${courseId}/details`))
    ).json()) as CourseDetails;
    const onScreen = details.modules.flatMap((m) => m.quizzes).find((q) => q.id === quizId);
    expect(onScreen).toMatchObject({ timeLimitMinutes: 30, questions: [] });
    expect((await serverState(browser.page)).questionCount).toBe(QUESTIONS);
    await openExam(browser.page);
    const start = browser.page.getByRole('button', { name: 'Start' });
    await start.waitFor();
    for (const fact of ['30 minutes', 'Questions', 'Pass mark', '3 of 3']) {
      await browser.page.getByText(fact, { exact: true }).waitFor();
    }
    await start.click();
    await browser.page.getByRole('timer', { name: 'Time left' }).waitFor();
    await choose(browser.page, 1, 'B');
    await choose(browser.page, 2, 'C');
    await saved(browser.page);
    const before = await serverState(browser.page);

    // The browser dies mid-exam: nothing of its profile is left.
    await browser.close();
    browser = await openBrowser();
    try {
      const { page } = browser;
      await logIn(page, baseUrl, learner);
      await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
      await openExam(page);
      await page.getByRole('timer', { name: 'Time left' }).waitFor();
      expect(await page.getByRole('radio', { name: option(1, 'B') }).isChecked()).toBe(true);
      expect(await page.getByRole('radio', { name: option(2, 'C') }).isChecked()).toBe(true);
      expect(await page.getByRole('radio', { name: option(3, 'A') }).isChecked()).toBe(false);
      const after = await serverState(page);
      expect(after.attempt).toMatchObject({
        attemptId: before.attempt?.attemptId,
        deadline: before.attempt?.deadline,
      });
      expect(after.remainingAttempts).toBe(2);
      expect(await page.getByRole('button', { name: 'Start' }).count()).toBe(0);

      // Finishing it asks first, counting the answers: kept working, the attempt runs on.
      await choose(page, 3, 'B');
      await saved(page);
      await page.getByText(`Answered 3 of ${QUESTIONS}`, { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Submit Exam' }).click();
      const asked = page.getByRole('alertdialog', { name: 'Submit your exam?' });
      await asked
        .getByText(
          `You have answered 3 of ${QUESTIONS} questions. Unanswered questions count as wrong, and you cannot change your answers after submitting.`,
        )
        .waitFor();
      await asked.getByRole('button', { name: 'Keep working' }).click();
      await asked.waitFor({ state: 'detached' });
      expect((await serverState(page)).attempt?.attemptId).toBe(before.attempt?.attemptId);
      // Submitted: the review shows the right answer beside the wrong one.
      await page.getByRole('button', { name: 'Submit Exam' }).click();
      await asked.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.getByText('Exam Failed').waitFor();
      await page.getByText(`Right answer: ${option(2, 'B')}`).waitFor();
    } finally {
      await browser.close();
    }
  });

  it('keeps answers chosen offline on the device and delivers them when the connection returns', async () => {
    const browser = await openBrowser();
    try {
      const { context } = browser;
      let page = browser.page;
      await newEnrolledLearner(page);
      await openExam(page);
      await page.getByRole('button', { name: 'Start' }).click();
      await choose(page, 1, 'A');
      await saved(page);

      await context.setOffline(true);
      await choose(page, 2, 'D');
      await page.getByText('Offline — answers kept on this device').waitFor();
      await choose(page, 3, 'C');
      // Storing is asynchronous: a tab closed in the same instant as the click could lose the last answer.
      await expect.poll(() => answersKeptOnDevice(page)).toBe(2);

      // The tab is closed while offline; the answers wait in this browser's storage.
      await page.close();
      await context.setOffline(false);
      page = await context.newPage();
      await openExam(page);
      await page.getByRole('timer', { name: 'Time left' }).waitFor();
      await saved(page);
      expect(await page.getByRole('radio', { name: option(2, 'D') }).isChecked()).toBe(true);
      expect(await page.getByRole('radio', { name: option(3, 'C') }).isChecked()).toBe(true);
      const state = await serverState(page);
      expect(state.attempt?.answers.map((a) => a.questionId)).toHaveLength(3);
    } finally {
      await browser.close();
    }
  });

  it('is one attempt in two tabs, where the latest choice of each question wins', async () => {
    const browser = await openBrowser();
    try {
      const { context, page: first } = browser;
      await newEnrolledLearner(first);
      const second = await context.newPage();
      await openExam(first);
      await openExam(second);
      await first.getByRole('button', { name: 'Start' }).click();
      await first.getByRole('timer', { name: 'Time left' }).waitFor();
      // The second tab still shows the start screen: starting there resumes the running attempt.
      await second.getByRole('button', { name: 'Start' }).click();
      await second.getByRole('timer', { name: 'Time left' }).waitFor();

      await choose(first, 1, 'A');
      await saved(first);
      await choose(second, 1, 'C');
      await saved(second);
      await choose(first, 2, 'B');
      await saved(first);

      await expect.poll(async () => (await serverState(first)).attempt?.answers.length).toBe(2);
      const state = await serverState(first);
      expect(state.remainingAttempts).toBe(2);
      const byQuestion = new Map(state.attempt?.answers.map((a) => [a.questionId, a.selectedOptionId]));
      const labelOf = async (page: Page, question: number, letter: string) =>
        Number(await page.getByRole('radio', { name: option(question, letter) }).getAttribute('value'));
      const questionIds = [...byQuestion.keys()].sort((a, b) => a - b);
      expect(byQuestion.get(questionIds[0]!)).toBe(await labelOf(first, 1, 'C'));
      expect(byQuestion.get(questionIds[1]!)).toBe(await labelOf(first, 2, 'B'));
    } finally {
      await browser.close();
    }
  });

  it('lets an administrator give a running attempt more time, which the learner is told, or end it', async () => {
    const learnerBrowser = await openBrowser();
    const adminBrowser = await openBrowser();
    try {
      const { page } = learnerBrowser;
      await newEnrolledLearner(page);
      await openExam(page);
      await page.getByRole('button', { name: 'Start' }).click();
      await page.getByRole('timer', { name: 'Time left' }).waitFor();
      await choose(page, 1, 'B');
      await saved(page);
      const before = await serverState(page);

      const adminPage = adminBrowser.page;
      await logIn(adminPage, baseUrl, ADMIN);
      await waitForPath(adminPage, /^\/app\/dashboard$/);
      await adminPage.goto(new URL(`quiz?quizId=${quizId}`, baseUrl).href);
      await adminPage.getByRole('heading', { name: 'Running exam attempts' }).waitFor();
      const row = adminPage.getByRole('listitem').filter({ hasText: '1 answered' });
      await row.getByLabel('Minutes to add').fill('10');
      await row.getByLabel('Reason').fill('Power cut in the exam room');
      await row.getByRole('button', { name: 'Extend' }).click();
      await row.getByText('(extended by 10 min)').waitFor();

      // The quiz's live stream tells the learner's page, which reads the attempt again at once (not at its
      // next resync, a minute later).
      await page.getByText('Your time was extended by 10 minutes').waitFor();
      const after = await serverState(page);
      expect(Date.parse(after.attempt!.deadline!)).toBe(Date.parse(before.attempt!.deadline!) + 10 * 60_000);

      await row.getByRole('button', { name: 'End now' }).click();
      await row.waitFor({ state: 'detached' });
      // The learner's page leaves the exam at once, and says why.
      await page.getByRole('timer', { name: 'Time left' }).waitFor({ state: 'detached' });
      await page
        .getByText('Your attempt has ended: it was submitted in another window or ended by an')
        .waitFor();
      await expect.poll(async () => (await serverState(page)).attempt).toBeNull();
      expect((await serverState(page)).remainingAttempts).toBe(2);
    } finally {
      await learnerBrowser.close();
      await adminBrowser.close();
    }
  });

  it("keeps an untimed quiz's answers on the server as a draft, found again after a reload", async () => {
    const browser = await openBrowser();
    try {
      const { page } = browser;
      await newEnrolledLearner(page);
      await openExam(page, PRACTICE_TITLE);
      await page.getByRole('radio', { name: 'P B' }).check();
      await expect
        .poll(async () => {
          const reply = await page.request.get(api(`userQuiz/quizzes/${practiceId}/attempt`));
          return ((await reply.json()) as QuizAttemptStateReply).attempt?.answers.length;
        })
        .toBe(1);
      await page.reload();
      await openExam(page, PRACTICE_TITLE);
      await expect.poll(() => page.getByRole('radio', { name: 'P B' }).isChecked()).toBe(true);
      // The draft used no attempt; submitting it does.
      await page.getByText('Attempts remaining: 3/3').waitFor();
      await page.getByRole('button', { name: 'Submit Quiz' }).click();
      await page.getByText('Attempts remaining: 2/3').waitFor();
    } finally {
      await browser.close();
    }
  });
});
