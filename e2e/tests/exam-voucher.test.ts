import type { CourseDetails } from '@academy/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { newLearner } from '../support/accounts.ts';
import { type Browser, openBrowser } from '../support/browser.ts';
import { takeTimedQuiz } from '../support/exams.ts';
import { logIn, signUp, waitForPath } from '../support/journeys.ts';
import { GOOD_CARD, orderStatus, payWithCard } from '../support/payments.ts';

const api = (path: string) => new URL(`/api/v1/${path}`, baseUrl).href;
const COURSE_ID = 40;
const VOUCHER = 'Email Forensic Analyst Exam Voucher';

/** Buys the featured course through the API and Stripe's payment page, then waits for the enrolment. */
async function buyFeaturedCourse(page: Page, email: string) {
  const placed = await page.request.post(api('api/orders'), { data: { courseId: COURSE_ID } });
  expect(placed.status()).toBe(201);
  const orderId: string = (await placed.json()).data.order_id;
  const payment = await page.request.post(api(`api/orders/${orderId}/payment`));
  await page.goto((await payment.json()).data.checkoutUrl);
  await payWithCard(page, GOOD_CARD, email);
  await orderStatus(page).getByText('Completed').waitFor({ timeout: 30_000 });
  await expect
    .poll(async () => (await page.request.get(api(`courses/${COURSE_ID}/details`))).status(), {
      timeout: 15_000,
    })
    .toBe(200);
}

/**
 * Fails the course's certification exam three times (the last option of every question, the one written
 * last, is wrong; its questions come with each started attempt).
 */
async function failExamThreeTimes(page: Page) {
  const details = (await (
    await page.request.get(api(`courses/${COURSE_ID}/details`))
  ).json()) as CourseDetails;
  const exam = details.modules.flatMap((module) => module.quizzes).at(-1)!;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const result = await takeTimedQuiz(page, api, exam.id, (questions) =>
      questions.map((question) => ({
        questionId: question.id,
        selectedOptionId: Math.max(...question.options.map((option) => option.id)),
      })),
    );
    expect(result).toMatchObject({ passed: false, remainingAttempts: 3 - attempt });
  }
  return exam;
}

describe('an exam voucher', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is refused at checkout to a learner not enrolled in its course', async () => {
    const stranger = await openBrowser();
    const { page } = stranger;
    try {
      const learner = newLearner();
      await signUp(page, baseUrl, learner);
      await logIn(page, baseUrl, learner);
      await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
      const refused = await page.request.post(api('api/orders'), { data: { courseId: 51 } });
      expect(refused.status()).toBe(409);
      expect((await refused.json()).message).toBe(
        `${VOUCHER} is for learners enrolled in Email Forensic Analyst Certification: enrol in it before buying a voucher`,
      );
    } finally {
      await stranger.close();
    }
  });

  it('bought after the last attempt shows one attempt remaining on the open quiz, without a reload', async () => {
    const { page, context } = browser;
    const learner = newLearner();
    await signUp(page, baseUrl, learner);
    await logIn(page, baseUrl, learner);
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
    await buyFeaturedCourse(page, learner.email);
    const exam = await failExamThreeTimes(page);

    await page.goto(new URL(`course?courseId=${COURSE_ID}`, baseUrl).href);
    await page
      .getByRole('navigation', { name: 'Course content' })
      .getByRole('button', { name: exam.title })
      .click();
    await page.getByText('Attempts remaining: 0/3').waitFor();
    const limit = page.getByRole('status').filter({ hasText: 'Maximum Attempts Reached' });
    await limit.waitFor();
    // Marks this document: a reload would lose the mark.
    await page.evaluate(() => document.documentElement.setAttribute('data-still-here', 'yes'));

    await limit.getByRole('button', { name: 'Buy an exam voucher' }).click();
    const opening = context.waitForEvent('page');
    await limit.getByRole('link', { name: 'Pay for it in a new tab' }).click();
    const cart = await opening;
    await cart.getByRole('list', { name: 'Courses in your cart' }).getByText(VOUCHER).waitFor();
    await cart.getByRole('link', { name: /checkout/i }).click();
    await cart.getByRole('list', { name: 'Courses in this order' }).getByText(VOUCHER).waitFor();
    expect(await cart.getByTestId('order-total').innerText()).toMatch(/2,999\.00/);
    await cart.getByRole('button', { name: 'Pay', exact: true }).click();
    await payWithCard(cart, GOOD_CARD, learner.email);
    await orderStatus(cart).getByText('Completed').waitFor({ timeout: 30_000 });
    await cart.close();

    await page.getByText('Attempts remaining: 1/4').waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-still-here'))).toBe('yes');
    expect(await limit.count()).toBe(0);
    // The exam is timed: its start screen offers the new attempt.
    await page.getByRole('button', { name: 'Start' }).waitFor();
  });
});
