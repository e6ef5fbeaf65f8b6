import { randomUUID } from 'node:crypto';
import { learning, orders } from '@academy/contracts';
import { readStream, sharedNatsUrl } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startLearning } from '../support/learning-app.ts';

let service: Awaited<ReturnType<typeof startLearning>>;

const SUBSCRIBED_COURSE = 40;
const BOUGHT_COURSE = 62;
const FREE_COURSE = 69;

beforeAll(async () => {
  service = await startLearning('learning_subscriptions');
  await service.seedCourse({ courseId: FREE_COURSE, title: 'Digital Forensics Essentials', quizzes: [] });
  for (const [courseId, title] of [
    [SUBSCRIBED_COURSE, 'Email Forensic Analyst'],
    [BOUGHT_COURSE, 'SIRI'],
  ] as const) {
    await service.seedCourse({ courseId, title, priceMinor: 999900, quizzes: [] });
  }
});

afterAll(async () => {
  await service?.close();
});

const enrol = (userId: string, courseId: number) =>
  service.app.inject({
    method: 'POST',
    url: '/student/enrolled',
    payload: { user_id: userId, courseId },
    headers: { authorization: service.tokenFor(userId) },
  });
const enrolmentsOf = (userId: string) =>
  service.query<{ course_id: number; source: string }>(
    'SELECT course_id, source FROM enrolments WHERE user_id = $1 ORDER BY course_id',
    [userId],
  );
const subscriptionChange = (userId: string, subscriptionId: string, active: boolean, version: number) =>
  service.publisher.publish(orders.subscriptionChanged, {
    userId,
    subscriptionId,
    plan: 'All Access',
    billingCycle: 'Monthly',
    status: active ? 'active' : 'canceled',
    currentPeriodEnd: '2026-12-23T10:00:00.000Z',
    cancelAtPeriodEnd: false,
    active,
    version,
  });
const subscribed = async (userId: string) => {
  const subscriptionId = randomUUID();
  await subscriptionChange(userId, subscriptionId, true, 1);
  await eventually(async () => expect((await enrol(userId, SUBSCRIBED_COURSE)).statusCode).toBe(200));
  return subscriptionId;
};
const revokedFor = async (userId: string) =>
  (await readStream(sharedNatsUrl(), service.prefix, learning.enrolmentRevoked.subject))
    .map((m) => (m.data as { data: { userId: string; courseId: number; reason: string } }).data)
    .filter((data) => data.userId === userId);

describe('an All Access subscriber', () => {
  it('enrols in a priced course without an order, marked as through the subscription', async () => {
    const learner = randomUUID();
    expect((await enrol(learner, SUBSCRIBED_COURSE)).statusCode).toBe(402);
    await subscribed(learner);
    expect(await enrolmentsOf(learner)).toEqual([{ course_id: SUBSCRIBED_COURSE, source: 'subscription' }]);
  });

  it('loses the subscription courses when it ends; bought and free courses stay open', async () => {
    const learner = randomUUID();
    const subscriptionId = await subscribed(learner);
    expect((await enrol(learner, FREE_COURSE)).statusCode).toBe(200);
    // Enrolled through the subscription first, then bought outright: it stays after the end.
    expect((await enrol(learner, BOUGHT_COURSE)).statusCode).toBe(200);
    await service.publisher.publish(orders.orderPaid, {
      orderId: randomUUID(),
      userId: learner,
      lines: [{ courseId: BOUGHT_COURSE, kind: 'course', title: 'SIRI', amountMinor: 999900 }],
      amountMinor: 999900,
      currency: 'INR',
      paidAt: new Date().toISOString(),
    });
    await eventually(async () =>
      expect(await enrolmentsOf(learner)).toContainEqual({ course_id: BOUGHT_COURSE, source: 'order' }),
    );

    await subscriptionChange(learner, subscriptionId, false, 2);
    await eventually(async () =>
      expect(await enrolmentsOf(learner)).toEqual([
        { course_id: BOUGHT_COURSE, source: 'order' },
        { course_id: FREE_COURSE, source: 'direct' },
      ]),
    );
    await eventually(async () =>
      expect(await revokedFor(learner)).toEqual([
        { userId: learner, courseId: SUBSCRIBED_COURSE, reason: 'subscription-ended' },
      ]),
    );
    expect((await enrol(learner, SUBSCRIBED_COURSE)).statusCode).toBe(402);
  });

  it('keeps the newest state when an older change arrives late', async () => {
    const learner = randomUUID();
    const subscriptionId = await subscribed(learner);
    await subscriptionChange(learner, subscriptionId, false, 3);
    await eventually(async () => expect(await enrolmentsOf(learner)).toEqual([]));
    await subscriptionChange(learner, subscriptionId, true, 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await enrol(learner, SUBSCRIBED_COURSE)).statusCode).toBe(402);
  });
});
