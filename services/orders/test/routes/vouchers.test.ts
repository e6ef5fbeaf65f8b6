import { randomUUID } from 'node:crypto';
import { learning, orders } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventsFor,
  eventually,
  type OrdersService,
  PAYING_CARD,
  payOrder,
  placeAndOpen,
  startOrders,
  statusBecomes,
} from '../support/orders-app.ts';

let service: OrdersService;
const COURSE = 40;
const VOUCHER = 51;
const REFUSAL =
  'Email Forensic Analyst Exam Voucher is for learners enrolled in Email Forensic Analyst Certification: ' +
  'enrol in it before buying a voucher';

const enrolled = async (userId: string) => {
  await service.publisher.publish(learning.enrolmentCreated, { userId, courseId: COURSE, source: 'order' });
  await eventually(async () => {
    const rows = await service.query('SELECT 1 FROM owned_courses WHERE user_id = $1', [userId]);
    if (rows.length === 0) throw new Error('enrolment not received yet');
  });
};
const orderCount = async (userId: string) =>
  (await service.query('SELECT id FROM orders WHERE user_id = $1', [userId])).length;

beforeAll(async () => {
  service = await startOrders('orders_vouchers');
  await service.seedCourse({
    courseId: COURSE,
    title: 'Email Forensic Analyst Certification',
    priceMinor: 999900,
  });
  await service.seedCourse({
    courseId: VOUCHER,
    title: 'Email Forensic Analyst Exam Voucher',
    priceMinor: 299900,
    voucher: { courseId: COURSE, attempts: 1 },
  });
});

afterAll(async () => {
  await service?.close();
});

describe('POST /orders with an exam voucher', () => {
  it('refuses a voucher for a course the learner is not enrolled in and places no order', async () => {
    const learner = randomUUID();
    const refused = await service.call('POST', '/orders', learner, { courseIds: [VOUCHER] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: REFUSAL, code: 'NOT_ENROLLED' });
    expect(await orderCount(learner)).toBe(0);
  });

  it('sells it to an enrolled learner again and again, each paid line saying what it grants', async () => {
    const learner = randomUUID();
    await service.seedBuyer(learner, 'Ada Lovelace', 'ada@example.com');
    await enrolled(learner);
    const { orderId, sessionId } = await placeAndOpen(service, learner, [VOUCHER]);
    const placed = (await service.call('GET', `/orders/${orderId}`, learner)).json().data;
    expect(placed.lines).toMatchObject([{ courseId: VOUCHER, kind: 'voucher', amountMinor: 299900 }]);
    await service.stripe.pay(sessionId, { number: PAYING_CARD });
    await statusBecomes(service, orderId, learner, 'Completed');
    const paid = await eventually(async () => {
      const found = await eventsFor(service, orders.orderPaid.subject, orderId);
      expect(found).toHaveLength(1);
      return found[0] as { data: { data: { lines: unknown[] } } };
    });
    expect(paid.data.data.lines).toEqual([
      {
        courseId: VOUCHER,
        kind: 'voucher',
        title: 'Email Forensic Analyst Exam Voucher',
        amountMinor: 299900,
        voucher: { courseId: COURSE, attempts: 1 },
      },
    ]);
    // A paid voucher is not owned like a course: another one may be bought.
    const again = await service.call('POST', '/orders', learner, { courseIds: [VOUCHER] });
    expect(again.statusCode).toBe(201);
  });

  it('sells it with its course in the same order, and refuses it again once the enrolment is revoked', async () => {
    const learner = randomUUID();
    const together = await service.call('POST', '/orders', learner, { courseIds: [COURSE, VOUCHER] });
    expect(together.statusCode).toBe(201);
    await enrolled(learner);
    await service.publisher.publish(learning.enrolmentRevoked, {
      userId: learner,
      courseId: COURSE,
      reason: 'refunded',
    });
    await eventually(async () => {
      const refused = await service.call('POST', '/orders', learner, { courseIds: [VOUCHER] });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('NOT_ENROLLED');
    });
  });

  it('refunds a voucher until learning redeems it, then refuses the learner (counting a redelivery once)', async () => {
    const learner = randomUUID();
    await service.seedBuyer(learner, 'Ada Lovelace', 'ada@example.com');
    await enrolled(learner);
    const first = await payOrder(service, learner, [VOUCHER]);
    expect(first.detail.cancellation).toBe('refund');
    const { orderId } = await payOrder(service, learner, [VOUCHER]);
    const redeemed = { userId: learner, courseId: COURSE, quizId: 31, attempts: 1, orderId };
    const once = await service.publisher.publish(learning.voucherRedeemed, redeemed);
    await service.publisher.publish(learning.voucherRedeemed, redeemed, once.id);
    await eventually(async () => {
      const detail = (await service.call('GET', `/orders/${orderId}`, learner)).json().data;
      expect(detail.cancellation).toBe('none');
    });
    expect(
      await service.query('SELECT 1 FROM redeemed_vouchers WHERE order_id = $1', [orderId]),
    ).toHaveLength(1);
    const refused = await service.call('PUT', `/orders/${orderId}/cancel`, learner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'An exam voucher in this order has been redeemed',
      code: 'NOT_CANCELLABLE',
    });
    expect((await service.call('GET', `/orders/${orderId}`, learner)).json().data.status).toBe('Completed');
    expect(await eventsFor(service, orders.orderRefunded.subject, orderId)).toHaveLength(0);
    // The voucher of the other order, not redeemed, is still refunded.
    const refunded = await service.call('PUT', `/orders/${first.orderId}/cancel`, learner);
    expect(refunded.json().data).toMatchObject({ status: 'Cancelled', refunded: true });
  });
});
