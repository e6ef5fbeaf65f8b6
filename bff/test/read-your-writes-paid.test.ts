import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { createPricedCourse } from './support/catalogue.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { eventually, startLearningServices } from './support/learning.ts';
import { startOrders } from './support/orders.ts';
import { logIn } from './support/users.ts';

let env: TestEnvironment;
let orders: Awaited<ReturnType<typeof startOrders>>;
let payVia: Bff;
let openVia: Bff;
let courseId: number;

beforeAll(async () => {
  env = await createTestEnvironment();
  const learningUrls = await startLearningServices(env);
  // No webhook address: the success page's verify is what settles each order here.
  orders = await startOrders(env);
  const urls = { ...learningUrls, ORDERS_URL: orders.url };
  // Two BFF replicas: the learner confirms the payment through one and opens the course through the other.
  payVia = await startBff(env, urls);
  openVia = await startBff(env, urls);
  const admin = await logIn(payVia, TEST_ADMIN.email, TEST_ADMIN.password);
  courseId = await createPricedCourse(payVia, admin, 'Mobile Forensics', 120000);
});
afterAll(async () => {
  await orders?.stripe.stop();
  await payVia?.close();
  await openVia?.close();
  await env?.stop();
});

const as = (userId: string) => ({ authorization: `Bearer ${env.tokenFor(userId)}` });

/** Orders the course, pays on the Stripe stand-in, and confirms as the success page does. */
const buy = async (userId: string) => {
  // The orders service prices from its projection of the catalogue, filled by events.
  const order = await eventually(async () => {
    const placed = await payVia.inject({
      method: 'POST',
      url: '/api/v1/api/orders',
      headers: as(userId),
      payload: { courseId },
    });
    expect(placed.statusCode).toBe(201);
    return placed.json().data as { id: string };
  });
  const payment = await payVia.inject({
    method: 'POST',
    url: `/api/v1/api/orders/${order.id}/payment`,
    headers: as(userId),
  });
  const { sessionId } = payment.json().data;
  await orders.stripe.pay(sessionId, { number: '4242424242424242' });
  return payVia.inject({
    method: 'POST',
    url: '/api/v1/payments/verify',
    headers: as(userId),
    payload: { session_id: sessionId },
  });
};

describe('read-your-writes after paying', () => {
  it('opens the bought course at once after the payment is confirmed, 20 learners in a row', async () => {
    const statuses: string[] = [];
    for (let n = 0; n < 20; n += 1) {
      const userId = randomUUID();
      const verified = await buy(userId);
      expect(verified.json().data.status).toBe('Completed');
      const opened = await openVia.inject({
        url: `/api/v1/courses/${courseId}/details`,
        headers: as(userId),
      });
      statuses.push(`${verified.statusCode}/${opened.statusCode}`);
    }
    expect(statuses).toEqual(statuses.map(() => '200/200'));
  });

  it('still refuses the content to a learner who has not paid', async () => {
    const reply = await openVia.inject({
      url: `/api/v1/courses/${courseId}/details`,
      headers: as(randomUUID()),
    });
    expect(reply.statusCode).toBe(403);
  });
});
