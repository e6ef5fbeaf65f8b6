import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTEMPTS } from '../src/throttling/policies.ts';
import { startAuth } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { startOrders } from './support/orders.ts';
import { type SignedInUser, signUp } from './support/users.ts';

let env: TestEnvironment;
let bff: Bff;
let orders: Awaited<ReturnType<typeof startOrders>>;
let guesser: SignedInUser;
let neighbour: SignedInUser;

beforeAll(async () => {
  env = await createTestEnvironment();
  const auth = await startAuth(env);
  orders = await startOrders(env);
  bff = await startBff(env, { AUTH_URL: auth.url, ORDERS_URL: orders.url });
  guesser = await signUp(bff, 'Guess Work');
  neighbour = await signUp(bff, 'Next Door');
});
afterAll(async () => {
  await orders?.stripe.stop();
  await bff?.close();
  await env?.stop();
});

const validate = (as: SignedInUser, couponCode: string, remoteAddress: string) =>
  bff.inject({
    method: 'POST',
    url: '/api/v1/coupons/validate',
    remoteAddress,
    headers: as.bearer,
    payload: { couponCode, userId: as.user.id },
  });

describe('guessing coupon codes', () => {
  it('refuses a learner past the budget with 429 and Retry-After, from any address, and no one else', async () => {
    const budget = ATTEMPTS.couponCodePerUser.points;
    for (let guess = 0; guess < budget; guess++) {
      const tried = await validate(guesser, `GUESS-${String(guess).padStart(4, '2')}`, '198.51.100.1');
      expect(tried.statusCode).toBe(404);
    }
    const refused = await validate(guesser, 'GUESS-9999', '198.51.100.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(
      /^Too many coupon codes tried\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const applying = await bff.inject({
      method: 'POST',
      url: '/api/v1/coupons/apply',
      remoteAddress: '198.51.100.2',
      headers: guesser.bearer,
      payload: { couponCode: 'GUESS-8888', orderId: crypto.randomUUID() },
    });
    expect(applying.statusCode).toBe(429);

    expect((await validate(neighbour, 'GUESS-9999', '198.51.100.1')).statusCode).toBe(404);
  });
});
