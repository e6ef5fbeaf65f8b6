import type { AdminQuiz, CourseDetails, LoginReply, QuizReply, QuizSubmitReply } from '@academy/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { ADMIN, newLearner } from '../support/accounts.ts';
import { browserForEachTest } from '../support/browser.ts';
import { takeTimedQuiz } from '../support/exams.ts';
import { logIn, signUp, waitForPath } from '../support/journeys.ts';
import { GOOD_CARD, orderStatus, payWithCard } from '../support/payments.ts';

const url = (path: string) => new URL(path, baseUrl).href;
const api = (path: string) => new URL(`/api/v1/${path}`, baseUrl).href;
const COURSE_ID = 40;
const COURSE = 'Email Forensic Analyst Certification';
const ENDED = 'Your enrolment in this course has ended, so no certificate can be issued for it';

/** The featured course's quizzes with their answer keys, read the way an administrator can. */
async function quizzesWithAnswers(): Promise<AdminQuiz[]> {
  const login = await fetch(api('user/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as LoginReply;
  const get = async <T>(path: string) =>
    (await (await fetch(api(path), { headers: { authorization: `Bearer ${token}` } })).json()) as T;
  const details = await get<CourseDetails>(`courses/${COURSE_ID}/details`);
  const quizIds = details.modules.flatMap((module) => module.quizzes.map((quiz) => quiz.id));
  return Promise.all(quizIds.map(async (id) => (await get<QuizReply>(`quizzes/${id}`)).quiz));
}

/** Passes every quiz of the course as the logged-in learner, with the right answers (a timed one started first). */
async function passQuizzes(page: Page, userId: string, quizzes: AdminQuiz[]) {
  for (const quiz of quizzes) {
    const answers = quiz.questions.map((question) => ({
      questionId: question.id,
      selectedOptionId: question.options.find((option) => option.isCorrect)!.id,
    }));
    if (quiz.timeLimitMinutes !== null) {
      expect(await takeTimedQuiz(page, api, quiz.id, answers)).toMatchObject({ passed: true });
      continue;
    }
    const reply = await page.request.post(api('userQuiz/submit'), {
      data: { userId, quizId: quiz.id, moduleId: quiz.moduleId, courseId: COURSE_ID, answers },
    });
    expect(((await reply.json()) as QuizSubmitReply).data).toMatchObject({ passed: true });
  }
}

const generate = (page: Page, userId: string) =>
  page.request.post(api('sefacertificate/generate'), {
    data: { userId, courseId: COURSE_ID, course_name: COURSE, certificateValidity: '3 Years' },
  });

describe('a refund ends the way to a certificate', () => {
  const browser = browserForEachTest();
  let quizzes: AdminQuiz[];
  beforeAll(async () => {
    quizzes = await quizzesWithAnswers();
  });

  it('buys the course, passes its quizzes, refunds the order, then gets no certificate', async () => {
    const { page } = browser;
    const learner = newLearner();
    expect(quizzes.length).toBeGreaterThan(0);
    await signUp(page, baseUrl, learner);
    await logIn(page, baseUrl, learner);
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
    const me = (await (await page.request.get(api('user/me'))).json()).user as { id: string };

    // Bought with a test card through the cart, checkout and Stripe's page.
    await page.goto(url('productpage'));
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page
      .getByRole('dialog', { name: 'Course Added to Cart' })
      .getByRole('button', { name: 'Go to Cart' })
      .click();
    await page.getByRole('list', { name: 'Courses in your cart' }).getByText(COURSE).waitFor();
    await page.getByRole('link', { name: /checkout/i }).click();
    await page.waitForURL((address) => address.searchParams.has('order'));
    const orderId = new URL(page.url()).searchParams.get('order') ?? '';
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await payWithCard(page, GOOD_CARD, learner.email);
    await orderStatus(page).getByText('Completed').waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => (await page.request.get(api(`courses/${COURSE_ID}/details`))).status(), {
        timeout: 15_000,
      })
      .toBe(200);

    // Every quiz passed: the course's certificate panel, open in another tab, offers the certificate.
    await passQuizzes(page, me.id, quizzes);
    const coursePage = await browser.context.newPage();
    await coursePage.goto(url(`course?courseId=${COURSE_ID}`));
    const panel = coursePage.getByRole('region', { name: 'Course Certificate' });
    const generateButton = panel.getByRole('button', { name: 'Generate Certificate' });
    await generateButton.waitFor({ timeout: 15_000 });

    // The order page offers the 14-day refund; the learner takes it.
    await page.goto(url(`orders/${orderId}`));
    await page.getByRole('button', { name: 'Refund order' }).click();
    await page
      .getByRole('alertdialog', { name: 'Refund this order?' })
      .getByRole('button', { name: 'Refund order' })
      .click();
    await page.locator('dt:text-is("Status") + dd').getByText('Refunded').waitFor({ timeout: 20_000 });

    // The open course tab hears of it (no reload, sooner than its 30 s poll): the button is gone.
    await generateButton.waitFor({ state: 'detached', timeout: 15_000 });
    await panel.getByText('Certificate Locked').waitFor();

    // No certificate any more: not eligible, generation refused with a clear message.
    await expect
      .poll(
        async () =>
          (await (await page.request.get(api(`sefacertificate/eligibility/${me.id}/${COURSE_ID}`))).json())
            .data?.isEligible,
        { timeout: 15_000 },
      )
      .toBe(false);
    const refused = await generate(page, me.id);
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(ENDED);
    await coursePage.reload();
    await coursePage.getByText('You are not enrolled in this course yet').waitFor();
    expect(await coursePage.getByRole('button', { name: 'Generate Certificate' }).count()).toBe(0);
    await coursePage.close();
  });
});
