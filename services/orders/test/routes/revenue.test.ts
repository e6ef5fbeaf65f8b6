import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrdersService, payOrder, startOrdersSelling } from '../support/orders-app.ts';

let service: OrdersService;

beforeAll(async () => {
  service = await startOrdersSelling('orders_revenue');
});

afterAll(async () => {
  await service?.close();
});

const payFor = async (name: string, courseId: number) => {
  const learner = randomUUID();
  await service.seedBuyer(learner, name, `${learner.slice(0, 8)}@example.com`);
  const { orderId } = await payOrder(service, learner, [courseId]);
  return { learner, orderId };
};

const payments = (query: string, role: 'USER' | 'ADMIN' = 'ADMIN') =>
  service.app.inject({
    method: 'GET',
    url: `/payments${query}`,
    headers: { authorization: service.tokenFor(randomUUID(), role) },
  });

describe('GET /payments (the revenue console)', () => {
  it('lists the latest payments and refunds and sums each month net of refunds', async () => {
    const ada = await payFor('Ada Lovelace', 69);
    const grace = await payFor('Grace Hopper', 40);
    const alan = await payFor('Alan Turing', 69);
    // Grace cancels within the refund window; Alan's payment was made two months ago.
    expect(
      (await service.call('PUT', `/orders/${grace.orderId}/cancel`, grace.learner)).json().data.refunded,
    ).toBe(true);
    await service.query(
      "UPDATE payments SET at = date_trunc('month', now()) - interval '2 months' + interval '3 days' WHERE order_id = $1",
      [alan.orderId],
    );

    const reply = await payments('?count=100');
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.message).toBe('Payments fetched');
    expect(body.salesCurrency).toBe('INR');
    const now = new Date();
    const thisMonth = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' })
      .format(now)
      .replace('Sept', 'Sep');
    expect(body.finalMonths).toHaveLength(12);
    expect(body.finalMonths[11]).toBe(thisMonth);
    expect(body.monthlySalesRecord).toHaveLength(12);
    expect(body.monthlySalesRecord[11]).toBe(499900 + 999900 - 999900);
    expect(body.monthlySalesRecord[9]).toBe(499900);
    expect(body.monthlySalesRecord.reduce((sum: number, value: number) => sum + value, 0)).toBe(999800);

    expect(body.allPayments).toHaveLength(4);
    expect(body.allPayments[0]).toMatchObject({
      learner: 'Grace Hopper',
      course: 'Email Forensic Analyst',
      amount: 999900,
      currency: 'INR',
      status: 'Refund',
    });
    const byLearner = (name: string, status: string) =>
      body.allPayments.find(
        (row: { learner: string; status: string }) => row.learner === name && row.status === status,
      );
    expect(byLearner('Grace Hopper', 'Refunded')).toMatchObject({ userId: grace.learner, amount: 999900 });
    expect(byLearner('Ada Lovelace', 'Paid')).toMatchObject({
      userId: ada.learner,
      course: 'Digital Forensics Essentials',
      plan: null,
    });
    expect(body.allPayments.at(-1)).toMatchObject({ learner: 'Alan Turing', status: 'Paid' });

    expect((await payments('?count=2')).json().allPayments).toHaveLength(2);
    expect((await payments('?count=0')).statusCode).toBe(400);
    expect((await payments('?count=100', 'USER')).statusCode).toBe(403);
  });
});
