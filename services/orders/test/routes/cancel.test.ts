import { randomUUID } from 'node:crypto';
import { certificate, orders } from '@academy/contracts';
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

beforeAll(async () => {
  service = await startOrders('orders_cancel');
  await service.seedCourse({ courseId: 69, title: 'Digital Forensics Essentials', priceMinor: 499900 });
});

afterAll(async () => {
  await service?.close();
});

const paidOrder = async () => {
  const learner = randomUUID();
  return { learner, ...(await payOrder(service, learner, [69])) };
};

describe('PUT /orders/:id/cancel', () => {
  it('cancels an unpaid order and expires its checkout so it can no longer be paid', async () => {
    const learner = randomUUID();
    const { orderId, sessionId } = await placeAndOpen(service, learner, [69]);
    const cancelled = await service.call('PUT', `/orders/${orderId}/cancel`, learner);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({
      data: { order_id: orderId, status: 'Cancelled', refunded: false },
      message: 'Order cancelled',
    });
    expect((await service.stripeApi.checkout.sessions.retrieve(sessionId)).status).toBe('expired');
    await expect(service.stripe.pay(sessionId, { number: PAYING_CARD })).rejects.toThrow();
    await eventually(async () =>
      expect(await eventsFor(service, orders.orderCancelled.subject, orderId)).toHaveLength(1),
    );
    // The expiry Stripe then reports leaves the cancelled order as it is.
    await eventually(() =>
      expect(service.stripe.events().some((event) => event.type === 'checkout.session.expired')).toBe(true),
    );
    const again = await service.call('PUT', `/orders/${orderId}/cancel`, learner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already cancelled');
    expect((await service.call('GET', `/orders/${orderId}`, learner)).json().data.status).toBe('Cancelled');
  });

  it('refunds a paid order in full within 14 days and publishes the refund once', async () => {
    const { learner, orderId, detail } = await paidOrder();
    expect(detail.cancellation).toBe('refund');
    const refunded = await service.call('PUT', `/orders/${orderId}/cancel`, learner);
    expect(refunded.json()).toEqual({
      data: { order_id: orderId, status: 'Cancelled', refunded: true },
      message: 'Order refunded',
    });
    const [row] = await service.query<{ payment_intent_id: string }>(
      'SELECT payment_intent_id FROM orders WHERE id = $1',
      [orderId],
    );
    const intent = await service.stripeApi.paymentIntents.retrieve(row?.payment_intent_id ?? '', {
      expand: ['latest_charge'],
    });
    expect(intent.latest_charge).toMatchObject({ refunded: true, amount_refunded: 499900 });
    const events = await eventually(async () => {
      const found = await eventsFor(service, orders.orderRefunded.subject, orderId);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(events[0]?.data).toMatchObject({
      data: { orderId, courseIds: [69], amountMinor: 499900, currency: 'INR' },
    });
    // Stripe's charge.refunded for our own refund changes nothing more.
    await eventually(() =>
      expect(service.stripe.events().some((event) => event.type === 'charge.refunded')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await eventsFor(service, orders.orderRefunded.subject, orderId)).toHaveLength(1);
    const after = (await service.call('GET', `/orders/${orderId}`, learner)).json().data;
    expect(after).toMatchObject({ status: 'Cancelled', refunded: true, cancellation: 'none' });
  });

  it('refuses a refund after 14 days', async () => {
    const { learner, orderId } = await paidOrder();
    await service.query("UPDATE orders SET paid_at = now() - interval '15 days' WHERE id = $1", [orderId]);
    const refused = await service.call('PUT', `/orders/${orderId}/cancel`, learner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Orders can be refunded within 14 days of payment',
      code: 'NOT_CANCELLABLE',
    });
    expect((await service.call('GET', `/orders/${orderId}`, learner)).json().data).toMatchObject({
      status: 'Completed',
      cancellation: 'none',
    });
  });

  it('refuses a refund once a certificate was issued for the course', async () => {
    const { learner, orderId } = await paidOrder();
    await service.publisher.publish(certificate.certificateIssued, {
      certificateNumber: 'ACD-2026-TESTCERT',
      userId: learner,
      courseId: 69,
      issuedAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 1e10).toISOString(),
    });
    await eventually(async () => {
      const detail = (await service.call('GET', `/orders/${orderId}`, learner)).json().data;
      expect(detail).toMatchObject({ hasCertificate: true, cancellation: 'none' });
    });
    const refused = await service.call('PUT', `/orders/${orderId}/cancel`, learner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A certificate has been issued for this course');
    expect(await eventsFor(service, orders.orderRefunded.subject, orderId)).toHaveLength(0);
  });

  it('cancels a paid order refunded in full from the Stripe dashboard, once', async () => {
    const { learner, orderId } = await paidOrder();
    const [row] = await service.query<{ payment_intent_id: string }>(
      'SELECT payment_intent_id FROM orders WHERE id = $1',
      [orderId],
    );
    await service.stripeApi.refunds.create({ payment_intent: row?.payment_intent_id ?? '' });
    const after = await statusBecomes(service, orderId, learner, 'Cancelled');
    expect(after).toMatchObject({ refunded: true, cancellation: 'none' });
    await eventually(async () =>
      expect(await eventsFor(service, orders.orderRefunded.subject, orderId)).toHaveLength(1),
    );
  });
});
