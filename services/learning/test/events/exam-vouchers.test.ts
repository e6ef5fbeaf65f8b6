import { randomUUID } from 'node:crypto';
import { learning, orders } from '@academy/contracts';
import { readStream, sharedNatsUrl } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startLearning } from '../support/learning-app.ts';

let service: Awaited<ReturnType<typeof startLearning>>;
const KEY = [1001, 1011, 1021];
const COURSE = 69;
const LESSON_QUIZ = 12;
const EXAM = 18;
const VOUCHER_PRODUCT = 51;

const headers = (userId: string) => ({ authorization: service.tokenFor(userId) });
const enrol = (userId: string) =>
  service.app.inject({
    method: 'POST',
    url: '/student/enrolled',
    headers: headers(userId),
    payload: { user_id: userId, courseId: COURSE },
  });
const submit = (userId: string, quizId = EXAM) =>
  service.app.inject({
    method: 'POST',
    url: '/userQuiz/submit',
    headers: headers(userId),
    payload: { userId, quizId, courseId: COURSE, answers: service.answersFor(quizId, KEY, 1) },
  });
const attempts = async (userId: string, quizId = EXAM) =>
  (
    await service.app.inject({
      method: 'GET',
      url: `/userQuiz/attempts/${userId}/${quizId}`,
      headers: headers(userId),
    })
  ).json();
const voucherOrder = (userId: string, attemptsEach = 1, orderId = randomUUID()) => ({
  orderId,
  userId,
  lines: [
    {
      courseId: VOUCHER_PRODUCT,
      kind: 'voucher' as const,
      title: 'Exam voucher',
      amountMinor: 299900,
      voucher: { courseId: COURSE, attempts: attemptsEach },
    },
  ],
  amountMinor: 299900,
  currency: 'INR',
  paidAt: new Date().toISOString(),
});
/** A learner enrolled in the course who has used all three attempts at its exam. */
const learnerOutOfAttempts = async () => {
  const userId = randomUUID();
  expect((await enrol(userId)).statusCode).toBe(200);
  for (let i = 0; i < 3; i += 1) expect((await submit(userId)).statusCode).toBe(200);
  expect((await submit(userId)).statusCode).toBe(409);
  return userId;
};
const redeemedFor = async (userId: string) =>
  (await readStream(sharedNatsUrl(), service.prefix, learning.voucherRedeemed.subject))
    .map((m) => (m.data as { data: { userId: string } }).data)
    .filter((data) => data.userId === userId);

beforeAll(async () => {
  service = await startLearning('learning_vouchers');
  await service.seedCourse({
    courseId: COURSE,
    title: 'Digital Forensics Essentials',
    quizzes: [
      { quizId: LESSON_QUIZ, answers: KEY },
      { quizId: EXAM, answers: KEY },
    ],
  });
});

afterAll(async () => {
  await service?.close();
});

describe('exam vouchers from orders.order.paid.v1', () => {
  it('adds exactly one attempt to the certification quiz however often the paid event is replayed', async () => {
    const userId = await learnerOutOfAttempts();
    const order = voucherOrder(userId);
    const eventId = randomUUID();
    // Five redeliveries of one event, and five replays of the same order under new event ids.
    for (let i = 0; i < 5; i += 1) await service.publisher.publish(orders.orderPaid, order, eventId);
    for (let i = 0; i < 5; i += 1) await service.publisher.publish(orders.orderPaid, order);
    await eventually(async () => expect((await attempts(userId)).remainingAttempts).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const reply = await attempts(userId);
    expect(reply).toMatchObject({ remainingAttempts: 1, maxAttempts: 4, vouchersApply: true });
    expect(await service.query('SELECT * FROM attempt_grants WHERE user_id = $1', [userId])).toHaveLength(1);
    const redeemed = await eventually(async () => {
      const found = await redeemedFor(userId);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(redeemed[0]).toEqual({
      userId,
      courseId: COURSE,
      quizId: EXAM,
      attempts: 1,
      orderId: order.orderId,
    });

    // The other quizzes of the course keep their own limit.
    expect(await attempts(userId, LESSON_QUIZ)).toMatchObject({ maxAttempts: 3, vouchersApply: false });
    const progress = await service.app.inject({
      method: 'GET',
      url: `/userQuiz/course-progress/${userId}/${COURSE}`,
      headers: headers(userId),
    });
    const exam = progress.json().data.quizzes.find((q: { quizId: number }) => q.quizId === EXAM);
    expect(exam).toMatchObject({ attempts: 3, remainingAttempts: 1 });

    const fourth = await submit(userId);
    expect(fourth.statusCode).toBe(200);
    expect(fourth.json().data).toMatchObject({ attemptNumber: 4, remainingAttempts: 0 });
    expect((await submit(userId)).statusCode).toBe(409);
  });

  it('never lets racing submissions exceed the limit plus the vouchers', async () => {
    const userId = await learnerOutOfAttempts();
    await service.publisher.publish(orders.orderPaid, voucherOrder(userId, 2));
    await eventually(async () => expect((await attempts(userId)).remainingAttempts).toBe(2));
    const replies = await Promise.all(Array.from({ length: 10 }, () => submit(userId)));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(8);
    const rows = await service.query<{ attempt_number: number }>(
      'SELECT attempt_number FROM quiz_attempts WHERE user_id = $1 AND quiz_id = $2 ORDER BY 1',
      [userId, EXAM],
    );
    expect(rows.map((r) => r.attempt_number)).toEqual([1, 2, 3, 4, 5]);
  });

  it('counts a voucher redeemed while submissions race, once', async () => {
    const userId = await learnerOutOfAttempts();
    const racing = Array.from({ length: 10 }, () => submit(userId));
    await service.publisher.publish(orders.orderPaid, voucherOrder(userId));
    await Promise.all(racing);
    await eventually(async () => expect((await attempts(userId)).maxAttempts).toBe(4));
    await Promise.all(Array.from({ length: 5 }, () => submit(userId)));
    const used = await service.query('SELECT 1 FROM quiz_attempts WHERE user_id = $1 AND quiz_id = $2', [
      userId,
      EXAM,
    ]);
    expect(used).toHaveLength(4);
  });

  it('takes back the attempts of a refunded voucher order', async () => {
    const userId = await learnerOutOfAttempts();
    const order = voucherOrder(userId);
    await service.publisher.publish(orders.orderPaid, order);
    await eventually(async () => expect((await attempts(userId)).remainingAttempts).toBe(1));
    await service.publisher.publish(orders.orderRefunded, {
      orderId: order.orderId,
      userId,
      courseIds: [VOUCHER_PRODUCT],
      amountMinor: 299900,
      currency: 'INR',
      refundedAt: new Date().toISOString(),
    });
    await eventually(async () => expect((await attempts(userId)).remainingAttempts).toBe(0));
    expect((await submit(userId)).statusCode).toBe(409);
  });
});
