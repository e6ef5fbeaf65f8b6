import type { CourseDetails } from '@academy/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { GOOD_CARD, orderStatus, payWithCard } from './payments.ts';

/** The declined test card: its order stays failed, for the checkout and fail screens. */
const DECLINED_CARD = '4000 0000 0000 0002';

/**
 * Words that mark a screen nobody built yet. "To do" counts only where a line starts with it: a question may well ask
 * what someone is "to do".
 */
const PLACEHOLDER =
  /coming soon|lorem ipsum|placeholder|not implemented|under construction|^to ?do\b|\btodo\b/im;
const SPINNER = 'span[role="status"] > span[data-size]';

/** The route table's screens a visitor sees. */
export const visitorPaths = [
  '',
  'login',
  'signup',
  'forget-password',
  'reset-password/a-reset-token',
  'verify',
  'about',
  'contact',
  'course/description?courseId=61',
  'course?courseId=62',
  'result',
  'video',
  'productpage',
  'addtocart',
  'courses',
  'courses/sefa',
  'courses/62',
  'denied',
];

/** The orders a learner needs for the payment screens (`learnerWithOrders`). */
export interface LearnerOrders {
  paid: string;
  declined: string;
}

/** The route table's screens a learner sees, the payment screens showing their orders. */
export const learnerPaths = ({ paid, declined }: LearnerOrders) => [
  'student/dashboard',
  'student/classroom',
  'course?courseId=69',
  'student/test',
  'user/profile',
  'user/editprofile',
  'change-password',
  'course-sefa',
  'course-siri',
  'course-sdfe',
  `payment/checkout?order=${declined}`,
  `payment/checkout/success?order=${paid}`,
  `payment/checkout/fail?order=${declined}`,
  'your-profile',
  'orders',
  'progress',
  'settings',
];

/** Every screen of the administrator's route table (the quiz editor for the quiz given). */
export const adminPaths = (quizId: number) => [
  'dashboard',
  'users',
  'coupons',
  'course-report?courseId=69',
  'course/create',
  'course/edit?courseId=69',
  `quiz?quizId=${quizId}`,
];

const apiOf = (baseUrl: string) => (path: string) => new URL(`/api/v1/${path}`, baseUrl).href;

export async function firstQuizOf69(page: Page, baseUrl: string) {
  const response = await page.request.get(apiOf(baseUrl)('courses/69/details'));
  const details = (await response.json()) as CourseDetails;
  return details.modules[0]!.quizzes[0]!.id;
}

/** Opens Stripe's payment page for a new order of the course and pays it with the card. */
async function orderPaidWith(page: Page, baseUrl: string, courseId: number, card: string, email: string) {
  const api = apiOf(baseUrl);
  const placed = await page.request.post(api('api/orders'), { data: { courseId } });
  const orderId: string = (await placed.json()).data.order_id;
  const payment = await page.request.post(api(`api/orders/${orderId}/payment`));
  await page.goto((await payment.json()).data.checkoutUrl);
  await payWithCard(page, card, email);
  return orderId;
}

/**
 * Gives the signed-in learner what the learner screens show: an enrolment in course 69, a paid order for
 * course 61 and a declined one for course 62.
 */
export async function learnerWithOrders(page: Page, baseUrl: string, email: string): Promise<LearnerOrders> {
  const api = apiOf(baseUrl);
  const me = (await (await page.request.get(api('user/me'))).json()).user as { id: string };
  expect(
    (await page.request.post(api('student/enrolled'), { data: { user_id: me.id, courseId: 69 } })).ok(),
  ).toBe(true);
  const paid = await orderPaidWith(page, baseUrl, 61, GOOD_CARD, email);
  await orderStatus(page).getByText('Completed').waitFor({ timeout: 30_000 });
  const declined = await orderPaidWith(page, baseUrl, 62, DECLINED_CARD, email);
  await page
    .getByRole('alert')
    .getByText(/declined/i)
    .waitFor();
  return { paid, declined };
}

/**
 * Opens `path` and checks it renders a real screen: its lazily loaded page has replaced every spinner, the
 * main area has a heading and text, and it is neither the not-found page, an error screen nor a placeholder.
 */
export async function expectRealScreen(page: Page, baseUrl: string, path: string) {
  await page.goto(new URL(path, baseUrl).href);
  const main = page.locator('main');
  await main.locator('h1, h2').filter({ visible: true }).first().waitFor();
  await expect.poll(() => page.locator(SPINNER).count(), { message: `${path} keeps loading` }).toBe(0);
  const text = await main.innerText();
  expect(text.trim().length, `${path} has hardly any content`).toBeGreaterThan(40);
  expect(text, `${path} shows a placeholder`).not.toMatch(PLACEHOLDER);
  expect(text, `${path} is the not-found page`).not.toContain('Page not found');
  expect(text, `${path} failed`).not.toContain('Unexpected Application Error');
  const refusal = /\/(denied|login)$/;
  if (!refusal.test(`/${path}`))
    expect(new URL(page.url()).pathname, `${path} was refused`).not.toMatch(refusal);
}
