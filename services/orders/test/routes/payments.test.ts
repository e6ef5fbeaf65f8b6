import { randomUUID } from 'node:crypto';
import { orders } from '@academy/contracts';
import { signPayload } from '@academy/stripe-standin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DECLINED_CARD,
  eventsFor,
  eventually,
  type OrdersService,
  PAYING_CARD,
  payOrder,
  placeAndOpen,
  startOrdersSelling,
  statusBecomes,
} from '../support/orders-app.ts';

let service: OrdersService;

beforeAll(async () => {
  service = await startOrdersSelling('orders_payments');
});

afterAll(async () => {
  await service?.close();
});

const learnerWithEmail = async () => {
  const learner = randomUUID();
  await service.seedBuyer(learner, 'Ada Lovelace', `ada-${learner.slice(0, 8)}@example.com`);
  return learner;
};

const postWebhook = (body: string, signature: string) =>
  fetch(`${service.url}/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });

describe('paying through Stripe Checkout', () => {
  it('opens a session for the order and its buyer, then completes on the webhook with one paid event', async () => {
    const learner = await learnerWithEmail();
    const { orderId, sessionId, payment } = await placeAndOpen(service, learner, [69]);
    expect(payment.statusCode).toBe(200);
    expect(payment.json().data).toMatchObject({ order_id: orderId, status: 'Processing' });
    expect(payment.json().data.checkoutUrl).toContain(sessionId);

    const session = await stripeSession(sessionId);
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 499900,
      currency: 'inr',
      customer_email: `ada-${learner.slice(0, 8)}@example.com`,
      metadata: { orderId, userId: learner },
      success_url: `http://academy.test/app/payment/checkout/success?session_id={CHECKOUT_SESSION_ID}&order=${orderId}`,
      cancel_url: `http://academy.test/app/payment/checkout/fail?order=${orderId}`,
    });

    await service.stripe.pay(sessionId, { number: PAYING_CARD });
    const paid = await statusBecomes(service, orderId, learner, 'Completed');
    expect(paid).toMatchObject({
      paymentMethod: 'Visa •••• 4242',
      cancellation: 'refund',
      failureReason: null,
    });
    expect(paid.invoiceNumber).toMatch(/^INV\/\d{4}-\d{2}\/\d{6}$/);
    const events = await eventually(async () => {
      const found = await eventsFor(service, orders.orderPaid.subject, orderId);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(events[0]?.data).toMatchObject({
      data: {
        orderId,
        userId: learner,
        amountMinor: 499900,
        currency: 'INR',
        lines: [{ courseId: 69, kind: 'course' }],
      },
    });
    const again = await service.call('POST', `/orders/${orderId}/payment`, learner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already paid');
  });

  it('fails on a declined card with the decline message and publishes no paid event', async () => {
    const learner = await learnerWithEmail();
    const { orderId, sessionId } = await placeAndOpen(service, learner, [40]);
    await service.stripe.pay(sessionId, { number: DECLINED_CARD });
    const failed = await statusBecomes(service, orderId, learner, 'Failed');
    expect(failed.failureReason).toBe('Your card was declined.');
    await eventually(async () =>
      expect(await eventsFor(service, orders.orderFailed.subject, orderId)).toHaveLength(1),
    );
    expect(await eventsFor(service, orders.orderPaid.subject, orderId)).toHaveLength(0);

    // The same checkout stays open: paying again with a good card is honoured.
    const retry = await service.call('POST', `/orders/${orderId}/payment`, learner);
    expect(retry.json().data).toMatchObject({ sessionId, status: 'Processing' });
    await service.stripe.pay(sessionId, { number: PAYING_CARD });
    await statusBecomes(service, orderId, learner, 'Completed');
  });

  it('waits on a delayed method (paid later or failed later) instead of completing at checkout', async () => {
    const learner = await learnerWithEmail();
    const settled = await placeAndOpen(service, learner, [69]);
    await service.stripe.pay(settled.sessionId, { number: 'DE89 3704 0044 0532 0130 00' });
    await eventually(() =>
      expect(
        service.stripe
          .events()
          .some(
            (event) =>
              event.type === 'checkout.session.completed' && event.data.object.id === settled.sessionId,
          ),
      ).toBe(true),
    );
    expect((await service.call('GET', `/orders/${settled.orderId}`, learner)).json().data.status).toBe(
      'Processing',
    );
    await statusBecomes(service, settled.orderId, learner, 'Completed');
    const failing = await placeAndOpen(service, randomUUID(), [40]);
    const owner = (
      await service.query<{ user_id: string }>('SELECT user_id FROM orders WHERE id = $1', [failing.orderId])
    )[0];
    await service.stripe.pay(failing.sessionId, { number: 'DE62 3704 0044 0532 0130 01' });
    const failed = await statusBecomes(service, failing.orderId, owner?.user_id ?? '', 'Failed');
    expect(failed.failureReason).toBe('The debit was returned by the bank.');
  });

  it('refuses a webhook with a bad signature (400) and changes nothing', async () => {
    const learner = await learnerWithEmail();
    const { orderId, sessionId } = await placeAndOpen(service, learner, [69]);
    const forged = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', metadata: { orderId } },
      },
    });
    for (const signature of [signPayload(forged, 'whsec_wrong'), 'garbage']) {
      const response = await postWebhook(forged, signature);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    }
    const tampered = await postWebhook(
      `${forged} `,
      signPayload(forged, service.config.STRIPE_WEBHOOK_SECRET),
    );
    expect(tampered.status).toBe(400);
    expect(await service.query('SELECT id FROM stripe_events WHERE id = $1', ['evt_forged'])).toHaveLength(0);
    expect((await service.call('GET', `/orders/${orderId}`, learner)).json().data.status).toBe('Processing');
  });

  it('applies an event delivered five times once', async () => {
    const learner = await learnerWithEmail();
    const { orderId, sessionId } = await payOrder(service, learner, [69]);
    const completed = service.stripe
      .events()
      .find((event) => event.type === 'checkout.session.completed' && event.data.object.id === sessionId);
    if (!completed) throw new Error('no checkout.session.completed event');
    const statuses = await Promise.all(Array.from({ length: 5 }, () => service.stripe.resend(completed.id)));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await eventsFor(service, orders.orderPaid.subject, orderId)).toHaveLength(1);
    expect(await service.query('SELECT id FROM stripe_events WHERE id = $1', [completed.id])).toHaveLength(1);
    const history = (await service.call('GET', `/orders/${orderId}`, learner)).json().data.history;
    expect(history.filter((change: { status: string }) => change.status === 'Completed')).toHaveLength(1);
  });

  it('keeps a completed order completed when an expiry arrives late', async () => {
    const learner = await learnerWithEmail();
    const { orderId, sessionId } = await payOrder(service, learner, [40]);
    const late = JSON.stringify({
      id: `evt_late_${orderId.slice(0, 8)}`,
      object: 'event',
      type: 'checkout.session.expired',
      created: Math.floor(Date.now() / 1000) - 60,
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          status: 'expired',
          payment_status: 'unpaid',
          metadata: { orderId },
        },
      },
    });
    const response = await postWebhook(late, signPayload(late, service.config.STRIPE_WEBHOOK_SECRET));
    expect(response.status).toBe(200);
    const detail = (await service.call('GET', `/orders/${orderId}`, learner)).json().data;
    expect(detail).toMatchObject({ status: 'Completed', failureReason: null });
    expect(await eventsFor(service, orders.orderFailed.subject, orderId)).toHaveLength(0);
  });

  it('makes one Checkout Session for ten parallel clicks on Pay', async () => {
    const learner = await learnerWithEmail();
    const placed = await service.call('POST', '/orders', learner, { courseIds: [69, 40] });
    const orderId = placed.json().data.id;
    const clicks = await Promise.all(
      Array.from({ length: 10 }, () => service.call('POST', `/orders/${orderId}/payment`, learner)),
    );
    expect(clicks.map((click) => click.statusCode)).toEqual(Array(10).fill(200));
    const sessions = new Set(clicks.map((click) => click.json().data.sessionId));
    expect(sessions.size).toBe(1);
    const [row] = await service.query(
      'SELECT checkout_session_id, session_attempts FROM orders WHERE id = $1',
      [orderId],
    );
    expect(row).toEqual({ checkout_session_id: [...sessions][0], session_attempts: 1 });
  });

  it('completes once when the success page verifies while the webhook arrives', async () => {
    const learner = await learnerWithEmail();
    const { orderId, sessionId } = await placeAndOpen(service, learner, [40]);
    // Stripe's first delivery is held back so that it reaches the service together with the verifications.
    service.stripe.setWebhookUrl(`${service.url}/held-back`);
    await service.stripe.pay(sessionId, { number: PAYING_CARD });
    service.stripe.setWebhookUrl(`${service.url}/payments/webhook`);
    const completed = service.stripe
      .events()
      .find((event) => event.type === 'checkout.session.completed' && event.data.object.id === sessionId);
    if (!completed) throw new Error('no checkout.session.completed event');
    const [delivered, ...verifies] = await Promise.all([
      service.stripe.resend(completed.id),
      ...Array.from({ length: 3 }, () =>
        service.call('POST', '/payments/verify', learner, { session_id: sessionId }),
      ),
    ]);
    expect(delivered).toBe(200);
    for (const verify of verifies) {
      expect(typeof verify === 'number' ? verify : verify.json()).toEqual({
        success: true,
        message: 'Payment verified',
        data: { order_id: orderId, status: 'Completed' },
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await eventsFor(service, orders.orderPaid.subject, orderId)).toHaveLength(1);
    const stranger = randomUUID();
    const foreign = await service.call('POST', '/payments/verify', stranger, { session_id: sessionId });
    expect(foreign.statusCode).toBe(404);
    const unknown = await service.call('POST', '/payments/verify', learner, {
      session_id: 'cs_test_nothing',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('gives the publishable key to anyone', async () => {
    const key = await service.call('GET', '/payments/stripe-key');
    expect(key.json()).toEqual({ key: service.config.STRIPE_PUBLISHABLE_KEY });
  });
});

const stripeSession = async (sessionId: string) => {
  const response = await fetch(`${service.stripe.url}/v1/checkout/sessions/${sessionId}`, {
    headers: { authorization: `Bearer ${service.config.STRIPE_SECRET_KEY}` },
  });
  return response.json();
};
