import { execFileSync } from 'node:child_process';
import { signPayload } from '@academy/stripe-standin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuth, TEST_ADMIN } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { startCart } from './support/cart.ts';
import { createPricedCourse, startCatalogue } from './support/catalogue.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { eventually } from './support/learning.ts';
import { startOrders } from './support/orders.ts';
import { logIn, type SignedInUser, signUp } from './support/users.ts';

let env: TestEnvironment;
let bff: Bff;
let bffUrl: string;
let orders: Awaited<ReturnType<typeof startOrders>>;
let admin: SignedInUser;
let ada: SignedInUser;
let bob: SignedInUser;
let single: number;
let inCart: number;

beforeAll(async () => {
  env = await createTestEnvironment();
  const auth = await startAuth(env);
  const catalogue = await startCatalogue(env);
  const cart = await startCart(env);
  orders = await startOrders(env);
  bff = await startBff(env, {
    AUTH_URL: auth.url,
    CATALOGUE_URL: catalogue.url,
    CART_URL: cart.url,
    ORDERS_URL: orders.url,
  });
  await bff.listen({ host: '127.0.0.1', port: 0 });
  const address = bff.server.address();
  bffUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  orders.stripe.setWebhookUrl(`${bffUrl}/api/v1/payments/webhook`);
  admin = await logIn(bff, TEST_ADMIN.email, TEST_ADMIN.password);
  ada = await signUp(bff, 'Ada Lovelace');
  bob = await signUp(bff, 'Bob Builder');
  single = await createPricedCourse(bff, admin, 'Memory Forensics', 499900);
  inCart = await createPricedCourse(bff, admin, 'Network Forensics', 250000);
});
afterAll(async () => {
  // Stripe's webhook connections would hold the BFF open; no request is left to answer.
  await orders?.stripe.stop();
  bff?.server.closeAllConnections();
  await bff?.close();
  await env?.stop();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, path: string, as?: SignedInUser, payload?: object) =>
  bff.inject({
    method,
    url: `/api/v1${path}`,
    headers: as ? as.bearer : {},
    ...(payload ? { payload } : {}),
  });

const orderFor = (as: SignedInUser, body: object) =>
  eventually(async () => {
    const placed = await call('POST', '/api/orders', as, body);
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json().data;
  });

describe('buying a course through the BFF', () => {
  it('orders one course, pays on Stripe Checkout, completes from the webhook, then refunds', async () => {
    const order = await orderFor(ada, { courseId: single });
    expect(order).toMatchObject({ status: 'Processing', amount: 499900, course: 'Memory Forensics' });
    expect((await call('GET', `/orders/${order.id}`, bob)).statusCode).toBe(404);

    const payment = await call('POST', `/api/orders/${order.id}/payment`, ada);
    expect(payment.statusCode).toBe(200);
    const { data } = payment.json();
    expect(data).toMatchObject({ order_id: order.id, status: 'Processing' });
    expect(data.checkoutUrl).toContain(orders.stripe.url);

    await orders.stripe.pay(data.sessionId, { number: '4242424242424242' });
    const paid = await eventually(async () => {
      const detail = (await call('GET', `/orders/${order.id}`, ada)).json().data;
      expect(detail.status).toBe('Completed');
      return detail;
    });
    expect(paid.paymentMethod).toBe('Visa •••• 4242');
    const verified = await call('POST', '/payments/verify', ada, { session_id: data.sessionId });
    expect(verified.json()).toEqual({
      success: true,
      message: 'Payment verified',
      data: { order_id: order.id, status: 'Completed' },
    });
    const history = await call('GET', '/orders/userorder', ada);
    expect(history.json().data.map((o: { id: string }) => o.id)).toContain(order.id);

    const invoice = await call('GET', `/api/orders/${order.id}/invoice`, ada);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    const text = execFileSync('pdftotext', ['-', '-'], { input: invoice.rawPayload }).toString();
    expect(text).toContain(paid.invoiceNumber);
    expect(text).toContain('Memory Forensics');
    expect(text).toContain('Ada Lovelace');

    const cancelled = await call('PUT', `/api/orders/${order.id}/cancel`, ada);
    expect(cancelled.json()).toMatchObject({
      data: { order_id: order.id, status: 'Cancelled', refunded: true },
    });
  });

  it("orders everything in the learner's cart, and refuses an empty cart", async () => {
    const added = await eventually(async () => {
      const reply = await call('POST', '/cart/addcart', ada, { user_id: ada.user.id, course_id: inCart });
      expect(reply.statusCode).toBe(200);
      return reply;
    });
    expect(added.statusCode).toBe(200);
    const order = await orderFor(ada, {});
    expect(order.lines).toEqual([expect.objectContaining({ courseId: inCart, amountMinor: 250000 })]);
    const empty = await call('POST', '/api/orders', bob, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Your cart is empty', code: 'EMPTY_CART' });
    const priced = await call('POST', '/api/orders', bob, { courseId: single, price: 1 });
    expect(priced.statusCode).toBe(400);
    // The buyer's GSTIN for the tax invoice reaches the orders service, which checks it.
    const gstin = await call('POST', '/api/orders', bob, { courseId: single, buyerGstin: '27AAPFU0939F1ZA' });
    expect(gstin.statusCode).toBe(400);
    expect(gstin.json()).toMatchObject({
      message: 'The GSTIN check character does not match: please check it for typos',
    });
  });

  it('gives the publishable key and refuses a webhook with a bad signature', async () => {
    const key = await call('GET', '/payments/stripe-key');
    expect(key.json()).toEqual({ key: orders.config.STRIPE_PUBLISHABLE_KEY });
    const body = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'checkout.session.completed' });
    const forged = await fetch(`${bffUrl}/api/v1/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(body, 'whsec_wrong') },
      body,
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
  });
});

describe('coupons and the revenue console through the BFF', () => {
  it("refuses learners every admin path, and lets a learner apply an admin's coupon to an order", async () => {
    for (const [method, path] of [
      ['POST', '/coupons/generate'],
      ['GET', '/coupons'],
      ['POST', '/coupons/SPRING-2222/disable'],
      ['GET', '/payments?count=100'],
    ] as const) {
      const refused = await call(
        method,
        path,
        bob,
        method === 'POST' ? { percentOff: 10, maxRedemptions: 1 } : undefined,
      );
      expect(refused.statusCode, `${method} ${path}`).toBe(403);
    }
    const created = await call('POST', '/coupons/generate', admin, {
      prefix: 'BFF',
      percentOff: 10,
      maxRedemptions: 2,
    });
    expect(created.statusCode).toBe(201);
    const { code } = created.json().coupon;

    const order = await orderFor(bob, { courseId: single });
    const checked = await call('POST', '/coupons/validate', bob, {
      couponCode: code,
      userId: bob.user.id,
      orderId: order.id,
    });
    expect(checked.json().order).toEqual({
      originalAmount: 499900,
      discount: 49990,
      amount: 449910,
      currency: 'INR',
    });
    expect(
      (await call('POST', '/coupons/validate', bob, { couponCode: code, userId: ada.user.id })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/coupons/apply', ada, { couponCode: code, orderId: order.id })).statusCode,
    ).toBe(404);
    const applied = await call('POST', '/coupons/apply', bob, { couponCode: code, orderId: order.id });
    expect(applied.json()).toMatchObject({
      message: `Coupon ${code} applied`,
      data: { amount: 449910, discount: 49990 },
    });

    const listed = (await call('GET', '/coupons', admin)).json().coupons;
    expect(listed.find((coupon: { code: string }) => coupon.code === code)).toMatchObject({
      reserved: 1,
      redemptions: 0,
    });
    const revenue = await call('GET', '/payments?count=100', admin);
    expect(revenue.statusCode).toBe(200);
    expect(revenue.json().finalMonths).toHaveLength(12);
  });
});
