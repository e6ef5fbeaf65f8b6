import { expect } from 'vitest';
import { TEST_ADMIN } from './auth.ts';
import { startBff } from './bff.ts';
import { startCertificate } from './certificate.ts';
import type { TestEnvironment } from './environment.ts';
import { eventually, startLearningServices } from './learning.ts';
import { startOrders } from './orders.ts';
import { logIn } from './users.ts';

/**
 * Two BFF replicas in front of real auth, catalogue, learning, certificate and orders services (Stripe
 * faked at its boundary), with the administrator signed in on the first: for what one replica keeps in
 * memory and the other must not serve stale.
 */
export const startTwoReplicas = async (env: TestEnvironment) => {
  const learningUrls = await startLearningServices(env);
  const orders = await startOrders(env);
  const certificate = await startCertificate(env);
  const urls = { ...learningUrls, ORDERS_URL: orders.url, CERTIFICATE_URL: certificate.url };
  const editing = await startBff(env, urls);
  const other = await startBff(env, urls);
  const admin = await logIn(editing, TEST_ADMIN.email, TEST_ADMIN.password);
  /** A learner (signed in by `headers`) buys `courseId` through `editing` and pays; the function returned refunds it. */
  const buy = async (headers: Record<string, string>, courseId: number) => {
    const order = await eventually(async () => {
      const placed = await editing.inject({
        method: 'POST',
        url: '/api/v1/api/orders',
        headers,
        payload: { courseId },
      });
      expect(placed.statusCode).toBe(201);
      return placed.json().data as { id: string };
    });
    const payment = await editing.inject({
      method: 'POST',
      url: `/api/v1/api/orders/${order.id}/payment`,
      headers,
    });
    const { sessionId } = payment.json().data;
    await orders.stripe.pay(sessionId, { number: '4242424242424242' });
    const verified = await editing.inject({
      method: 'POST',
      url: '/api/v1/payments/verify',
      headers,
      payload: { session_id: sessionId },
    });
    expect(verified.json().data.status).toBe('Completed');
    return async () => {
      const cancelled = await editing.inject({
        method: 'PUT',
        url: `/api/v1/api/orders/${order.id}/cancel`,
        headers,
      });
      expect(cancelled.json().data).toMatchObject({ status: 'Cancelled', refunded: true });
    };
  };
  return {
    editing,
    other,
    admin,
    buy,
    close: async () => {
      await orders.stripe.stop();
      await editing.close();
      await other.close();
    },
  };
};

export type TwoReplicas = Awaited<ReturnType<typeof startTwoReplicas>>;
