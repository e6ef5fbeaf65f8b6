import { randomUUID } from 'node:crypto';
import { catalogue, learning, orders } from '@academy/contracts';
import { readStream, sharedNatsUrl, untilHandled } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { eventually, startLearning } from '../support/learning-app.ts';

let service: Awaited<ReturnType<typeof startLearning>>;

const PRICED = 40;

const paidOrder = (userId: string, courseIds: number[]) => ({
  orderId: randomUUID(),
  userId,
  lines: [
    ...courseIds.map((courseId) => ({
      courseId,
      kind: 'course' as const,
      title: 'Email Forensic Analyst',
      amountMinor: 999900,
    })),
    { courseId: 69, kind: 'voucher' as const, title: 'Exam voucher', amountMinor: 100 },
  ],
  amountMinor: 999900 * courseIds.length + 100,
  currency: 'INR',
  paidAt: new Date().toISOString(),
});
const enrolmentsOf = (userId: string) =>
  service.query<{ course_id: number; source: string }>(
    'SELECT course_id, source FROM enrolments WHERE user_id = $1 ORDER BY course_id',
    [userId],
  );
const eventsFor = async (subject: string, userId: string) =>
  (await readStream(sharedNatsUrl(), service.prefix, subject))
    .map((m) => (m.data as { data: { userId: string; courseId: number } }).data)
    .filter((data) => data.userId === userId);

beforeAll(async () => {
  service = await startLearning('learning_orders');
  await service.seedCourse({ courseId: 69, title: 'Digital Forensics Essentials', quizzes: [] });
  await service.publisher.publish(catalogue.coursePublished, {
    courseId: PRICED,
    title: 'Email Forensic Analyst',
    courseCode: 'STA101',
    category: 'Forensics',
    priceMinor: 999900,
    currency: 'INR',
    thumbnailUrl: null,
    published: true,
    quizIds: [],
  });
  await eventually(async () => {
    const rows = await service.query('SELECT 1 FROM courses WHERE id = $1 AND price_minor > 0', [PRICED]);
    expect(rows).toHaveLength(1);
  });
});

afterAll(async () => {
  await service?.close();
});

const enrolDirectly = (userId: string, courseId: number, role: 'USER' | 'ADMIN' = 'USER') =>
  service.app.inject({
    method: 'POST',
    url: '/student/enrolled',
    payload: { user_id: userId, courseId },
    headers: { authorization: service.tokenFor(role === 'ADMIN' ? randomUUID() : userId, role) },
  });

describe('POST /student/enrolled for a priced course', () => {
  it('answers 402 to a learner and changes nothing; an admin grants it; a free course enrols', async () => {
    const learner = randomUUID();
    const refused = await enrolDirectly(learner, PRICED);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ message: 'Buy this course to enrol', code: 'PAYMENT_REQUIRED' });
    expect(await enrolmentsOf(learner)).toEqual([]);
    expect((await enrolDirectly(learner, 69)).statusCode).toBe(200);
    expect((await enrolDirectly(learner, PRICED, 'ADMIN')).statusCode).toBe(200);
    expect((await enrolmentsOf(learner)).map((e) => e.course_id)).toEqual([PRICED, 69]);
  });
});

describe('orders.order.paid.v1', () => {
  it('enrols the learner in each course line once, however often the event is delivered', async () => {
    const buyer = randomUUID();
    const eventId = randomUUID();
    const order = paidOrder(buyer, [PRICED]);
    for (let i = 0; i < 5; i += 1) await service.publisher.publish(orders.orderPaid, order, eventId);
    await eventually(async () =>
      expect(await enrolmentsOf(buyer)).toEqual([{ course_id: PRICED, source: 'order' }]),
    );
    // A second order of the same course (another event id) enrols no one twice either.
    await service.publisher.publish(orders.orderPaid, paidOrder(buyer, [PRICED]));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await enrolmentsOf(buyer)).toHaveLength(1);
    const created = await eventually(async () => {
      const found = await eventsFor(learning.enrolmentCreated.subject, buyer);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(created[0]).toMatchObject({ courseId: PRICED, source: 'order' });
  });
});

describe('orders.order.refunded.v1', () => {
  it('removes the enrolment and announces learning.enrolment.revoked.v1 once', async () => {
    const buyer = randomUUID();
    await service.publisher.publish(orders.orderPaid, paidOrder(buyer, [PRICED]));
    await eventually(async () => expect(await enrolmentsOf(buyer)).toHaveLength(1));
    const refund = {
      orderId: randomUUID(),
      userId: buyer,
      courseIds: [PRICED],
      amountMinor: 999900,
      currency: 'INR',
      refundedAt: new Date().toISOString(),
    };
    const eventId = randomUUID();
    await service.publisher.publish(orders.orderRefunded, refund, eventId);
    await service.publisher.publish(orders.orderRefunded, refund, eventId);
    await eventually(async () => expect(await enrolmentsOf(buyer)).toEqual([]));
    const revoked = await eventually(async () => {
      const found = await eventsFor(learning.enrolmentRevoked.subject, buyer);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(revoked[0]).toEqual({ userId: buyer, courseId: PRICED, reason: 'refunded' });
    expect((await enrolDirectly(buyer, PRICED)).statusCode).toBe(402);
  });

  it('grants nothing for a payment handled after its refund (the two events have separate consumers)', async () => {
    const buyer = randomUUID();
    const order = paidOrder(buyer, [PRICED]);
    const refund = await service.publisher.publish(orders.orderRefunded, {
      orderId: order.orderId,
      userId: buyer,
      courseIds: [PRICED],
      amountMinor: order.amountMinor,
      currency: 'INR',
      refundedAt: new Date().toISOString(),
    });
    await untilHandled(service, [refund.id]);
    const paid = await service.publisher.publish(orders.orderPaid, order);
    await untilHandled(service, [paid.id]);
    expect(await enrolmentsOf(buyer)).toEqual([]);
    expect(await service.query('SELECT 1 FROM attempt_grants WHERE user_id = $1', [buyer])).toEqual([]);
    expect(await eventsFor(learning.enrolmentCreated.subject, buyer)).toEqual([]);
  });
});

describe('a paid order while learning is stopped', () => {
  it('enrols a learner whose order was paid while the service was stopped, once it is back', async () => {
    const buyer = randomUUID();
    await service.app.close();
    await service.publisher.publish(orders.orderPaid, paidOrder(buyer, [PRICED]));
    const restarted = await buildApp(service.config);
    try {
      await eventually(async () => expect(await enrolmentsOf(buyer)).toHaveLength(1));
    } finally {
      await restarted.close();
    }
  });
});
