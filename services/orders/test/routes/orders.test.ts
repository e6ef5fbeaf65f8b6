import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrdersService, startOrdersSelling } from '../support/orders-app.ts';

let service: OrdersService;
const learner = randomUUID();
const stranger = randomUUID();
const admin = randomUUID();

beforeAll(async () => {
  service = await startOrdersSelling('orders_routes');
  await service.seedCourse({ courseId: 41, title: 'Draft course', priceMinor: 100, published: false });
  await service.seedCourse({ courseId: 42, title: 'Priced in dollars', priceMinor: 1999, currency: 'USD' });
});

afterAll(async () => {
  await service?.close();
});

describe('POST /orders', () => {
  it('prices the order from the catalogue, one line per course, awaiting payment', async () => {
    const placed = await service.call('POST', '/orders', learner, { courseIds: [69, 40] });
    expect(placed.statusCode).toBe(201);
    const { data } = placed.json();
    expect(data).toMatchObject({
      status: 'Processing',
      amount: 1499800,
      currency: 'INR',
      course: 'Digital Forensics Essentials and 1 more',
      courseId: 69,
      instructor: 'Grace Hopper',
      purchaseDetails: '2 courses',
      paymentMethod: null,
      refunded: false,
      invoiceNumber: null,
      cancellation: 'cancel',
      lines: [
        { courseId: 69, kind: 'course', title: 'Digital Forensics Essentials', amountMinor: 499900 },
        { courseId: 40, kind: 'course', title: 'Email Forensic Analyst', amountMinor: 999900 },
      ],
      history: [{ status: 'Processing', note: 'Order placed' }],
    });
    expect(data.order_id).toBe(data.id);
  });

  it('returns the same waiting order for a second click on the same courses', async () => {
    const first = await service.call('POST', '/orders', stranger, { courseIds: [40] });
    const clicks = await Promise.all(
      Array.from({ length: 5 }, () => service.call('POST', '/orders', stranger, { courseIds: [40] })),
    );
    expect(clicks.map((click) => click.json().data.id)).toEqual(Array(5).fill(first.json().data.id));
    expect(clicks.every((click) => click.statusCode === 200)).toBe(true);
    const rows = await service.query('SELECT id FROM orders WHERE user_id = $1', [stranger]);
    expect(rows).toHaveLength(1);
  });

  it('refuses a price in the body, an empty list, unknown, unpublished and mixed-currency courses', async () => {
    const before = await service.query('SELECT count(*)::int AS n FROM orders');
    const priced = await service.call('POST', '/orders', learner, { courseIds: [69], amount: 1 });
    expect(priced.statusCode).toBe(400);
    const empty = await service.call('POST', '/orders', learner, { courseIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION');
    for (const courseIds of [[999], [41]]) {
      const refused = await service.call('POST', '/orders', learner, { courseIds });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        message: `Course ${courseIds[0]} is not for sale`,
        code: 'NOT_FOR_SALE',
      });
    }
    const mixed = await service.call('POST', '/orders', learner, { courseIds: [69, 42] });
    expect(mixed.json().message).toBe('Courses priced in different currencies are ordered separately');
    expect((await service.call('POST', '/orders', undefined, { courseIds: [69] })).statusCode).toBe(401);
    expect(await service.query('SELECT count(*)::int AS n FROM orders')).toEqual(before);
  });
});

describe('GET /orders and /orders/:id', () => {
  it("lists only the caller's orders and hides another learner's order as not found", async () => {
    const mine = await service.call('GET', '/orders', learner);
    expect(mine.statusCode).toBe(200);
    const orders = mine.json().data;
    expect(orders).toHaveLength(1);
    // The list says whether a cancelled order was refunded, so Order History can show Refunded.
    expect(orders[0]).toMatchObject({ refunded: false, hasCertificate: false });
    const id = orders[0].id;
    expect((await service.call('GET', `/orders/${id}`, learner)).json().data.id).toBe(id);
    const foreign = await service.call('GET', `/orders/${id}`, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Order not found', code: 'NOT_FOUND' });
    expect((await service.call('PUT', `/orders/${id}/cancel`, stranger)).statusCode).toBe(404);
    expect((await service.call('POST', `/orders/${id}/payment`, stranger)).statusCode).toBe(404);
    expect((await service.call('GET', `/orders/${id}`, admin)).statusCode).toBe(404);
    const asAdmin = await service.app.inject({
      url: `/orders/${id}`,
      headers: { authorization: service.tokenFor(admin, 'ADMIN') },
    });
    expect(asAdmin.statusCode).toBe(200);
    expect((await service.call('GET', '/orders/not-a-uuid', learner)).statusCode).toBe(400);
  });
});
