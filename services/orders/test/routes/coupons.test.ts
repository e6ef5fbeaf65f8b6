import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { connectDatabase } from '@academy/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseUnpaidCoupons, UNPAID_HOLD_MS } from '../../src/commands/release-unpaid-coupons.ts';
import * as schema from '../../src/db/schema.ts';
import {
  DECLINED_CARD,
  eventually,
  type OrdersService,
  PAYING_CARD,
  placeAndOpen,
  startOrdersSelling,
  statusBecomes,
} from '../support/orders-app.ts';

let service: OrdersService;
const adminId = randomUUID();

beforeAll(async () => {
  service = await startOrdersSelling('orders_coupons');
});

afterAll(async () => {
  await service?.close();
});

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  service.app.inject({
    method,
    url,
    payload,
    headers: { authorization: service.tokenFor(adminId, 'ADMIN') },
  });

const generate = async (terms: object) => {
  const created = await asAdmin('POST', '/coupons/generate', terms);
  expect(created.statusCode).toBe(201);
  return created.json().coupon.code as string;
};

const apply = (learner: string, orderId: string, couponCode: string) =>
  service.call('POST', '/coupons/apply', learner, { orderId, couponCode });

const learner = async () => {
  const id = randomUUID();
  await service.seedBuyer(id, 'Ada Lovelace', `ada-${id.slice(0, 8)}@example.com`);
  return id;
};

const listed = async (code: string) =>
  (await asAdmin('GET', '/coupons')).json().coupons.find((coupon: { code: string }) => coupon.code === code);

describe('making coupons', () => {
  it('gives an administrator a readable code and lists it; learners are refused', async () => {
    const created = await asAdmin('POST', '/coupons/generate', {
      prefix: 'spring',
      percentOff: 10,
      maxRedemptions: 5,
      courseIds: [69],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().coupon).toMatchObject({
      percentOff: 10,
      maxRedemptions: 5,
      courseIds: [69],
      disabled: false,
      redemptions: 0,
    });
    expect(created.json().coupon.code).toMatch(/^SPRING-[2-9A-HJKMNP-Z]{12}$/);
    expect(created.json().message).toBe(`Coupon ${created.json().coupon.code} created`);
    expect((await listed(created.json().coupon.code)).maxRedemptions).toBe(5);

    const someone = randomUUID();
    expect(
      (await service.call('POST', '/coupons/generate', someone, { percentOff: 5, maxRedemptions: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await service.call('GET', '/coupons', someone)).statusCode).toBe(403);
  });

  it('refuses terms that do not make one discount', async () => {
    const both = await asAdmin('POST', '/coupons/generate', {
      percentOff: 5,
      amountOffMinor: 100,
      currency: 'INR',
      maxRedemptions: 1,
    });
    expect(both.statusCode).toBe(400);
    const noCurrency = await asAdmin('POST', '/coupons/generate', { amountOffMinor: 100, maxRedemptions: 1 });
    expect(noCurrency.json()).toMatchObject({ message: 'An amount off needs its currency' });
    const tooMuch = await asAdmin('POST', '/coupons/generate', { percentOff: 100, maxRedemptions: 1 });
    expect(tooMuch.statusCode).toBe(400);
  });
});

describe('using a coupon', () => {
  it('re-prices the checkout, shows the discount on the order, Stripe page and invoice, and counts once paid', async () => {
    const code = await generate({ prefix: 'SAVE', percentOff: 10, maxRedemptions: 3 });
    const buyer = await learner();
    const { orderId, sessionId: oldSession } = await placeAndOpen(service, buyer, [69]);

    const preview = await service.call('POST', '/coupons/validate', buyer, {
      couponCode: code.toLowerCase(),
      userId: buyer,
      orderId,
    });
    expect(preview.json()).toMatchObject({
      message: 'Coupon is valid',
      coupon: { code, percentOff: 10 },
      order: { originalAmount: 499900, discount: 49990, amount: 449910, currency: 'INR' },
    });
    expect(
      (await service.call('POST', '/coupons/validate', buyer, { couponCode: code, userId: randomUUID() }))
        .statusCode,
    ).toBe(403);

    const applied = await apply(buyer, orderId, code);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toMatchObject({ originalAmount: 499900, discount: 49990, amount: 449910 });
    expect((await apply(buyer, orderId, code)).json().data.amount).toBe(449910);
    expect((await service.stripeApi.checkout.sessions.retrieve(oldSession)).status).toBe('expired');
    expect((await listed(code)).reserved).toBe(1);

    const payment = await service.call('POST', `/orders/${orderId}/payment`, buyer);
    const sessionId = payment.json().data.sessionId;
    expect(sessionId).not.toBe(oldSession);
    const session = await service.stripeApi.checkout.sessions.retrieve(sessionId, { expand: ['line_items'] });
    expect(session.amount_total).toBe(449910);
    expect(session.line_items?.data[0]?.description).toContain(`coupon ${code}`);

    await service.stripe.pay(sessionId, { number: PAYING_CARD });
    const paid = await statusBecomes(service, orderId, buyer, 'Completed');
    expect(paid).toMatchObject({ amount: 449910, originalAmount: 499900, discount: 49990, couponCode: code });
    expect(paid.lines[0]).toMatchObject({ amountMinor: 499900, discountMinor: 49990 });
    expect(await listed(code)).toMatchObject({ redemptions: 1, reserved: 0 });

    const invoice = await service.call('GET', `/orders/${orderId}/invoice`, buyer);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: invoice.rawPayload }).toString();
    for (const expected of ['₹4,999.00', `Coupon ${code}`, '-₹499.90', '₹4,499.10'])
      expect(text).toContain(expected);

    const again = await service.call('POST', '/orders', buyer, { courseIds: [40] });
    const refused = await apply(buyer, again.json().data.id, code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('You have already used this coupon');
    expect((await apply(buyer, orderId, code)).json().message).toBe(
      'A coupon can only be applied to an order awaiting payment',
    );
  });

  it('refuses unknown, disabled, expired, exhausted and other courses’ coupons, and others’ orders', async () => {
    const buyer = await learner();
    const { orderId } = await placeAndOpen(service, buyer, [69]);
    const refusal = async (code: string, by = buyer) => {
      const reply = await apply(by, orderId, code);
      return { status: reply.statusCode, message: reply.json().message };
    };

    expect(await refusal('NOPE-2222')).toEqual({ status: 404, message: 'This coupon does not exist' });
    const disabled = await generate({ percentOff: 10, maxRedemptions: 3 });
    const disabling = await asAdmin('POST', `/coupons/${disabled}/disable`);
    expect(disabling.json()).toMatchObject({
      coupon: { disabled: true },
      message: `Coupon ${disabled} disabled`,
    });
    expect((await service.call('POST', `/coupons/${disabled}/disable`, buyer)).statusCode).toBe(403);
    expect(await refusal(disabled)).toEqual({ status: 409, message: 'This coupon has been disabled' });

    const expired = await generate({
      percentOff: 10,
      maxRedemptions: 3,
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    await service.query("UPDATE coupons SET expires_at = now() - interval '1 second' WHERE code = $1", [
      expired,
    ]);
    expect(await refusal(expired)).toEqual({ status: 409, message: 'This coupon has expired' });

    const otherCourse = await generate({ percentOff: 10, maxRedemptions: 3, courseIds: [40] });
    expect(await refusal(otherCourse)).toEqual({
      status: 400,
      message: 'This coupon is not valid for this course',
    });

    const single = await generate({ amountOffMinor: 10000, currency: 'INR', maxRedemptions: 1 });
    const first = await learner();
    const { orderId: firstOrder } = await placeAndOpen(service, first, [40]);
    expect((await apply(first, firstOrder, single)).statusCode).toBe(200);
    expect(await refusal(single)).toEqual({ status: 409, message: 'This coupon has been fully redeemed' });
    expect(await refusal(single, randomUUID())).toEqual({ status: 404, message: 'Order not found' });

    // Cancelling the unpaid order gives its place back.
    await service.call('PUT', `/orders/${firstOrder}/cancel`, first);
    expect((await apply(buyer, orderId, single)).json().data).toMatchObject({
      discount: 10000,
      amount: 489900,
    });
  });
});

describe('when the checkout expires', () => {
  const expireAndWait = async (buyer: string, orderId: string, sessionId: string) => {
    await service.stripeApi.checkout.sessions.expire(sessionId);
    await statusBecomes(service, orderId, buyer, 'Failed');
  };

  it('gives the place back, takes it again on paying again, or charges full price if the coupon is gone', async () => {
    const code = await generate({ percentOff: 10, maxRedemptions: 1 });
    const buyer = await learner();
    const { orderId } = await placeAndOpen(service, buyer, [69]);
    await apply(buyer, orderId, code);
    const first = (await service.call('POST', `/orders/${orderId}/payment`, buyer)).json().data.sessionId;
    await expireAndWait(buyer, orderId, first);
    expect(await listed(code)).toMatchObject({ reserved: 0, redemptions: 0 });

    const second = (await service.call('POST', `/orders/${orderId}/payment`, buyer)).json().data.sessionId;
    expect(await listed(code)).toMatchObject({ reserved: 1 });
    expect((await service.stripeApi.checkout.sessions.retrieve(second)).amount_total).toBe(449910);

    await expireAndWait(buyer, orderId, second);
    await asAdmin('POST', `/coupons/${code}/disable`);
    const third = (await service.call('POST', `/orders/${orderId}/payment`, buyer)).json().data.sessionId;
    expect((await service.stripeApi.checkout.sessions.retrieve(third)).amount_total).toBe(499900);
    const detail = (await service.call('GET', `/orders/${orderId}`, buyer)).json().data;
    expect(detail).toMatchObject({ amount: 499900, discount: 0, couponCode: null });
    expect(detail.history.map((change: { note: string }) => change.note)).toContain(
      `Coupon ${code} removed (this coupon has been disabled): full price`,
    );
  });
});

describe('after a declined card', () => {
  const declined = async (buyer: string, orderId: string, sessionId: string) => {
    await service.stripe.pay(sessionId, { number: DECLINED_CARD });
    return statusBecomes(service, orderId, buyer, 'Failed');
  };

  it('takes a coupon on the order to be paid again, counted once whatever the retries', async () => {
    const code = await generate({ percentOff: 10, maxRedemptions: 2 });
    const buyer = await learner();
    const { orderId, sessionId: declinedSession } = await placeAndOpen(service, buyer, [69]);
    expect((await declined(buyer, orderId, declinedSession)).failureReason).toBe('Your card was declined.');

    const applied = await apply(buyer, orderId, code);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toMatchObject({ discount: 49990, amount: 449910 });
    // The declined checkout at the full price can no longer be paid; applying again changes nothing.
    expect((await service.stripeApi.checkout.sessions.retrieve(declinedSession)).status).toBe('expired');
    expect((await apply(buyer, orderId, code)).json().data.amount).toBe(449910);
    expect(await listed(code)).toMatchObject({ reserved: 1, redemptions: 0 });

    const retry = (await service.call('POST', `/orders/${orderId}/payment`, buyer)).json().data.sessionId;
    expect((await service.stripeApi.checkout.sessions.retrieve(retry)).amount_total).toBe(449910);
    await service.stripe.pay(retry, { number: PAYING_CARD });
    const paid = await statusBecomes(service, orderId, buyer, 'Completed');
    expect(paid).toMatchObject({ amount: 449910, discount: 49990, couponCode: code });
    expect(await listed(code)).toMatchObject({ reserved: 0, redemptions: 1 });
    expect(paid.history.map((change: { note: string }) => change.note)).toContain(`Coupon ${code} applied`);
  });

  it('keeps the place of a coupon applied before the decline without counting it again', async () => {
    const code = await generate({ percentOff: 10, maxRedemptions: 1 });
    const buyer = await learner();
    const { orderId } = await placeAndOpen(service, buyer, [69]);
    await apply(buyer, orderId, code);
    const discounted = (await service.call('POST', `/orders/${orderId}/payment`, buyer)).json().data
      .sessionId;
    await declined(buyer, orderId, discounted);

    // The one place stays this order's: applying again on the retry is no second use.
    const again = await apply(buyer, orderId, code);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.amount).toBe(449910);
    expect(await listed(code)).toMatchObject({ reserved: 1, redemptions: 0 });
    const retry = (await service.call('POST', `/orders/${orderId}/payment`, buyer)).json().data.sessionId;
    expect(retry).toBe(discounted);
    await service.stripe.pay(retry, { number: PAYING_CARD });
    await statusBecomes(service, orderId, buyer, 'Completed');
    expect(await listed(code)).toMatchObject({ reserved: 0, redemptions: 1 });
  });

  it('is refused on a cancelled order', async () => {
    const code = await generate({ percentOff: 10, maxRedemptions: 2 });
    const buyer = await learner();
    const { orderId } = await placeAndOpen(service, buyer, [69]);
    await service.call('PUT', `/orders/${orderId}/cancel`, buyer);
    const refused = await apply(buyer, orderId, code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A coupon can only be applied to an order awaiting payment');
    expect(await listed(code)).toMatchObject({ reserved: 0, redemptions: 0 });
  });
});

describe('an order left unpaid', () => {
  it('gives its place back once a checkout would have expired, unless its checkout is still open', async () => {
    const db = await connectDatabase({
      url: service.config.DATABASE_URL,
      schema,
      migrationsFolder: new URL('../../src/db/migrations', import.meta.url).pathname,
    });
    const sweep = (afterMs: number) =>
      releaseUnpaidCoupons({ db, stripe: service.stripeApi }, new Date(Date.now() + afterMs));
    try {
      const code = await generate({ percentOff: 10, maxRedemptions: 2 });
      // One learner applies the coupon and never opens the payment page; another is on Stripe's page.
      const idle = await learner();
      const idleOrder = (await service.call('POST', '/orders', idle, { courseIds: [69] })).json().data.id;
      expect((await apply(idle, idleOrder, code)).statusCode).toBe(200);
      const paying = await learner();
      const { orderId: payingOrder } = await placeAndOpen(service, paying, [40]);
      expect((await apply(paying, payingOrder, code)).statusCode).toBe(200);
      await service.call('POST', `/orders/${payingOrder}/payment`, paying);
      const late = await learner();
      const lateOrder = (await service.call('POST', '/orders', late, { courseIds: [69] })).json().data.id;
      expect((await apply(late, lateOrder, code)).json().message).toBe('This coupon has been fully redeemed');

      await sweep(UNPAID_HOLD_MS - 60_000);
      expect(await listed(code)).toMatchObject({ reserved: 2 });
      // Other tests' orders may be released too: count this coupon's places only.
      expect(await sweep(UNPAID_HOLD_MS + 60_000)).toBeGreaterThan(0);
      expect(await listed(code)).toMatchObject({ reserved: 1 });
      const history = (await service.call('GET', `/orders/${idleOrder}`, idle)).json().data.history;
      expect(history.map((change: { note: string }) => change.note)).toContain(
        `Coupon ${code} place released: unpaid`,
      );
      expect((await apply(late, lateOrder, code)).statusCode).toBe(200);
    } finally {
      await db.$client.end();
    }
  });
});

describe('the maximum under concurrency', () => {
  it('lets exactly five of twenty learners applying and paying at once pay at the discount', {
    timeout: 90_000,
  }, async () => {
    const code = await generate({ percentOff: 20, maxRedemptions: 5 });
    const buyers = await Promise.all(Array.from({ length: 20 }, learner));
    const results = await Promise.all(
      buyers.map(async (buyer) => {
        const placed = await service.call('POST', '/orders', buyer, { courseIds: [69] });
        const orderId: string = placed.json().data.id;
        const applied = await apply(buyer, orderId, code);
        const payment = await service.call('POST', `/orders/${orderId}/payment`, buyer);
        await service.stripe.pay(payment.json().data.sessionId, { number: PAYING_CARD });
        return { buyer, orderId, applied: applied.statusCode, message: applied.json().message };
      }),
    );
    expect(results.filter((result) => result.applied === 200)).toHaveLength(5);
    expect(results.filter((result) => result.message === 'This coupon has been fully redeemed')).toHaveLength(
      15,
    );
    const orderIds = results.map((result) => result.orderId);
    // One query polled for all twenty: the webhooks arrive in any order, and slowly under load.
    const paid = await eventually(async () => {
      const rows = await service.query<{ amount_minor: number; discount_minor: number }>(
        "SELECT amount_minor, discount_minor FROM orders WHERE id = ANY($1::uuid[]) AND status = 'Completed'",
        [orderIds],
      );
      expect(rows).toHaveLength(20);
      return rows.map((row) => ({ amount: row.amount_minor, discount: row.discount_minor }));
    }, 45_000);
    expect(paid.filter((order) => order.discount > 0 && order.amount === 399920)).toHaveLength(5);
    expect(paid.filter((order) => order.discount === 0 && order.amount === 499900)).toHaveLength(15);
    expect(await listed(code)).toMatchObject({ redemptions: 5, reserved: 0 });
  });
});
