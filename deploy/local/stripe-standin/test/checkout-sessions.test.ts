import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { courseSession, stripeClient, useStandIn } from './helpers.ts';

const { standIn, stripe } = useStandIn();
/** How far ahead a session that is to expire by itself is set to. */
const EXPIRES_AFTER_SECONDS = 4;

describe('POST /v1/checkout/sessions', () => {
  it('creates an open, unpaid session whose url is its hosted payment page', async () => {
    const session = await courseSession(stripe(), {
      line_items: [
        {
          quantity: 2,
          price_data: { currency: 'eur', unit_amount: 4900, product_data: { name: 'TypeScript' } },
        },
        {
          quantity: 1,
          price_data: { currency: 'eur', unit_amount: 1500, product_data: { name: 'Testing' } },
        },
      ],
    });

    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: 11_300,
      amount_total: 11_300,
      currency: 'eur',
      client_reference_id: 'order-1',
      customer_email: 'ada@example.com',
      metadata: { orderId: 'order-1' },
      payment_intent: null,
      url: `${standIn().url}/pay/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);

    const items = await stripe().checkout.sessions.listLineItems(session.id);
    expect(items.data.map((item) => [item.description, item.quantity, item.amount_total])).toEqual([
      ['TypeScript', 2, 9800],
      ['Testing', 1, 1500],
    ]);
  });

  it('answers ten parallel requests with one Idempotency-Key with one and the same session', async () => {
    const sessions = await Promise.all(
      Array.from({ length: 10 }, () => courseSession(stripe(), {}, { idempotencyKey: 'order-42-attempt-1' })),
    );

    expect(new Set(sessions.map((session) => session.id)).size).toBe(1);
    expect(sessions.slice(1).map((session) => session.lastResponse.headers['idempotent-replayed'])).toEqual(
      Array(9).fill('true'),
    );
  });

  it('refuses an Idempotency-Key reused with other parameters with an idempotency_error', async () => {
    await courseSession(stripe(), {}, { idempotencyKey: 'order-43' });

    const reused = courseSession(
      stripe(),
      { client_reference_id: 'order-44' },
      { idempotencyKey: 'order-43' },
    );

    await expect(reused).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    await expect(reused).rejects.toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' });
  });

  it('lets a key refused for bad parameters be used again with good ones, as Stripe keeps no result', async () => {
    const refused = stripe().checkout.sessions.create(
      { mode: 'payment', success_url: 'http://academy.test/ok' },
      { idempotencyKey: 'order-45' },
    );
    await expect(refused).rejects.toMatchObject({ code: 'parameter_missing' });

    const session = await courseSession(stripe(), {}, { idempotencyKey: 'order-45' });

    expect(session.status).toBe('open');
  });

  it('names the missing parameter', async () => {
    const created = stripe().checkout.sessions.create({
      mode: 'payment',
      success_url: 'http://academy.test/ok',
    });

    await expect(created).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'parameter_missing',
      param: 'line_items',
    });
  });

  it('names the missing field inside a line item', async () => {
    const created = stripe().checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'eur', product_data: { name: 'No amount' } } }],
    });

    await expect(created).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'line_items[0][price_data][unit_amount]',
    });
  });

  it('answers a wrong secret key with a 401 authentication error', async () => {
    const created = courseSession(stripeClient(standIn(), 'sk_test_not_the_right_key_at_all'));

    await expect(created).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(created).rejects.toMatchObject({ statusCode: 401 });
  });

  it('answers an unknown session with resource_missing', async () => {
    await expect(stripe().checkout.sessions.retrieve('cs_test_unknown')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such checkout.session: 'cs_test_unknown'",
    });
  });
});

describe('POST /v1/checkout/sessions/:id/expire', () => {
  it('expires an open session once, sending checkout.session.expired', async () => {
    const session = await courseSession(stripe());

    const expired = await stripe().checkout.sessions.expire(session.id);

    expect(expired).toMatchObject({ id: session.id, status: 'expired', url: null });
    const event = standIn()
      .events()
      .find((found) => found.type === 'checkout.session.expired');
    expect(event?.data.object).toMatchObject({ id: session.id, status: 'expired' });
    await expect(stripe().checkout.sessions.expire(session.id)).rejects.toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
    });
  });

  it('expires a session by itself when expires_at passes', async () => {
    // A few seconds ahead, not one: on a busy machine the request can arrive after a one-second deadline, which
    // the stand-in (as Stripe) refuses as not in the future.
    const session = await courseSession(stripe(), {
      expires_at: Math.floor(Date.now() / 1000) + EXPIRES_AFTER_SECONDS,
    });
    expect(session.status).toBe('open');

    await expect
      .poll(async () => (await stripe().checkout.sessions.retrieve(session.id)).status, {
        timeout: (EXPIRES_AFTER_SECONDS + 10) * 1000,
      })
      .toBe('expired');
    expect(
      standIn()
        .events()
        .filter((event) => event.type === 'checkout.session.expired' && event.data.object.id === session.id),
    ).toHaveLength(1);
  });
});
