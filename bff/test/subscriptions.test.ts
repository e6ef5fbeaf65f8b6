import { queryDatabase } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuth, TEST_ADMIN } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { eventually } from './support/learning.ts';
import { startOrders } from './support/orders.ts';
import { logIn, type SignedInUser, signUp } from './support/users.ts';

let env: TestEnvironment;
let bff: Bff;
let orders: Awaited<ReturnType<typeof startOrders>>;
let ada: SignedInUser;
let bob: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  env = await createTestEnvironment();
  const auth = await startAuth(env);
  orders = await startOrders(env);
  bff = await startBff(env, { AUTH_URL: auth.url, ORDERS_URL: orders.url });
  orders.stripe.setWebhookUrl(`${await env.listen(bff)}/api/v1/payments/webhook`);
  admin = await logIn(bff, TEST_ADMIN.email, TEST_ADMIN.password);
  ada = await signUp(bff, 'Ada Lovelace');
  bob = await signUp(bff, 'Bob Builder');
});
afterAll(async () => {
  // Stripe's webhook connections would hold the BFF open; no request is left to answer.
  await orders?.stripe.stop();
  bff?.server.closeAllConnections();
  await bff?.close();
  await env?.stop();
});

const call = (method: 'GET' | 'POST' | 'PUT', path: string, as?: SignedInUser, payload?: object) =>
  bff.inject({ method, url: `/api/v1${path}`, payload, headers: as?.bearer ?? {} });
const subscriptionOf = async (as: SignedInUser) =>
  (await call('GET', '/userProfile/subscription', as)).json().subscription;
/** The cycle orders keeps for the learner's next subscription. */
const chosenCycleOf = (as: SignedInUser) =>
  queryDatabase(
    orders.config.DATABASE_URL,
    'SELECT billing_cycle FROM chosen_billing_cycles WHERE user_id = $1',
    [as.user.id],
  );

describe('the All Access subscription through the BFF', () => {
  it('has none at first, subscribes at the profile cycle, and is active once Stripe reports payment', async () => {
    expect((await call('GET', '/userProfile/subscription', ada)).json()).toEqual({
      subscription: null,
      message: 'No subscription',
    });
    const started = await call('POST', '/payments/subscribe', ada, {});
    expect(started.statusCode).toBe(200);
    const { subscription_id: subscriptionId, sessionId, checkoutUrl } = started.json();
    expect(checkoutUrl).toContain(sessionId);
    await orders.stripe.pay(sessionId, { number: '4242 4242 4242 4242' });
    const active = await eventually(async () => {
      const found = await subscriptionOf(ada);
      expect(found?.status).toBe('active');
      return found;
    });
    expect(active).toMatchObject({
      subscription_id: subscriptionId,
      plan: 'All Access',
      billingCycle: 'Monthly',
      active: true,
      cancelAtPeriodEnd: false,
    });
    const verified = await call('POST', '/payments/verify', ada, { session_id: sessionId });
    expect(verified.json()).toMatchObject({ success: true, data: { subscription_id: subscriptionId } });
    expect((await call('POST', '/payments/verify', bob, { session_id: sessionId })).statusCode).toBe(404);
    expect((await call('GET', '/admin/stats/users', admin)).json()).toMatchObject({
      allUsersCount: 3,
      subscribedUsersCount: 1,
    });
  });

  it('previews the switch, then changes the cycle on the subscription and the profile together; anything else is a 400', async () => {
    const shown = await call('GET', '/userProfile/billing-cycle/preview?billingCycle=Yearly', ada);
    expect(shown.statusCode).toBe(200);
    const { preview } = shown.json();
    expect(preview).toMatchObject({ billingCycle: 'Yearly', currency: 'INR', newPriceMinor: 999900 });
    expect(preview.amountDueMinor).toBe(preview.newPriceMinor + preview.prorationMinor);
    expect(await subscriptionOf(ada)).toMatchObject({ billingCycle: 'Monthly' });
    const changed = await call('PUT', '/userProfile/billing-cycle', ada, {
      billingCycle: 'Yearly',
      prorationDate: preview.prorationDate,
    });
    expect(changed.json()).toEqual({ billingCycle: 'Yearly', message: 'Billing cycle updated' });
    expect(await subscriptionOf(ada)).toMatchObject({ billingCycle: 'Yearly', active: true });
    await eventually(async () =>
      expect((await call('GET', '/userProfile/profile', ada)).json().user.billingCycle).toBe('Yearly'),
    );
    for (const billingCycle of ['Weekly', 'yearly', null]) {
      const refused = await call('PUT', '/userProfile/billing-cycle', ada, { billingCycle });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('billingCycle must be one of: Monthly, Yearly');
    }
    expect(await subscriptionOf(ada)).toMatchObject({ billingCycle: 'Yearly' });
  });

  it('never switches a subscription from the profile form, whose save of another cycle changes nothing', async () => {
    const refused = await call('PUT', '/userProfile/updateprofile', ada, {
      billingCycle: 'Monthly',
      language: 'Hindi',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PREVIEW_REQUIRED');
    expect((await call('GET', '/userProfile/profile', ada)).json().user).toMatchObject({
      billingCycle: 'Yearly',
      language: 'English',
    });
    const saved = await call('PUT', '/userProfile/updateprofile', ada, {
      billingCycle: 'Yearly',
      language: 'Hindi',
    });
    expect(saved.json().user).toMatchObject({ billingCycle: 'Yearly', language: 'Hindi' });
    expect(await subscriptionOf(ada)).toMatchObject({ billingCycle: 'Yearly', active: true });
  });

  it('cancels at the period end and says until when access lasts', async () => {
    const { currentPeriodEnd } = await subscriptionOf(ada);
    const cancelled = await call('POST', '/payments/unsubscribe', ada);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      active: true,
      currentPeriodEnd,
    });
    expect(cancelled.json().message).toContain(currentPeriodEnd.slice(0, 10));
  });

  it('resumes the cancelled subscription until the period ends', async () => {
    const resumed = await call('POST', '/payments/resume', ada);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().subscription).toMatchObject({ cancelAtPeriodEnd: false, active: true });
    expect(await subscriptionOf(ada)).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('keeps the cycle a learner without a subscription chooses for the next one, who cannot unsubscribe', async () => {
    const changed = await call('PUT', '/userProfile/billing-cycle', bob, { billingCycle: 'Yearly' });
    expect(changed.json()).toEqual({ billingCycle: 'Yearly', message: 'Billing cycle updated' });
    expect(await subscriptionOf(bob)).toBeNull();
    expect(await chosenCycleOf(bob)).toEqual([{ billing_cycle: 'Yearly' }]);
    await eventually(async () =>
      expect((await call('GET', '/userProfile/profile', bob)).json().user.billingCycle).toBe('Yearly'),
    );
    const saved = await call('PUT', '/userProfile/updateprofile', bob, {
      billingCycle: 'Monthly',
      language: 'Hindi',
    });
    // Orders' answer, while auth's copy may still show Yearly.
    expect(saved.json().user).toMatchObject({ billingCycle: 'Monthly', language: 'Hindi' });
    expect(await chosenCycleOf(bob)).toEqual([{ billing_cycle: 'Monthly' }]);
    await eventually(async () =>
      expect((await call('GET', '/userProfile/profile', bob)).json().user.billingCycle).toBe('Monthly'),
    );
    // The cycle is orders' to keep before auth sees the rest: a save auth refuses keeps the choice.
    const refused = await call('PUT', '/userProfile/updateprofile', bob, {
      billingCycle: 'Yearly',
      email: 'bob.elsewhere@example.com',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('PASSWORD_REQUIRED');
    expect(await chosenCycleOf(bob)).toEqual([{ billing_cycle: 'Yearly' }]);
    expect((await call('GET', '/userProfile/profile', bob)).json().user.email).toBe(bob.user.email);
    expect((await call('POST', '/payments/unsubscribe', bob)).statusCode).toBe(409);
    expect((await call('POST', '/payments/resume', bob)).statusCode).toBe(409);
    expect(
      (await call('GET', '/userProfile/billing-cycle/preview?billingCycle=Monthly', bob)).json(),
    ).toEqual({
      preview: null,
      message: 'No subscription to change',
    });
  });

  it('needs a signed-in learner (401), and counts subscribers for administrators only (403)', async () => {
    expect((await call('POST', '/payments/subscribe', undefined, {})).statusCode).toBe(401);
    expect((await call('POST', '/payments/unsubscribe')).statusCode).toBe(401);
    expect((await call('POST', '/payments/resume')).statusCode).toBe(401);
    expect((await call('GET', '/userProfile/billing-cycle/preview?billingCycle=Yearly')).statusCode).toBe(
      401,
    );
    expect((await call('GET', '/userProfile/subscription')).statusCode).toBe(401);
    expect(
      (await call('PUT', '/userProfile/billing-cycle', undefined, { billingCycle: 'Yearly' })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/admin/stats/users', ada)).statusCode).toBe(403);
    expect((await call('GET', '/admin/stats/users')).statusCode).toBe(401);
  });
});
