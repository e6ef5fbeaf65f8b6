import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import type { StripeStandIn } from '../src/index.ts';
import { courseSession, startTestStandIn, startWebhookReceiver, stripeClient } from './helpers.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const setUp = async (statuses: number[] = []) => {
  const receiver = await startWebhookReceiver(statuses);
  const standIn: StripeStandIn = await startTestStandIn({ webhookUrl: receiver.url });
  cleanups.push(receiver.stop, standIn.stop);
  return { receiver, standIn, stripe: stripeClient(standIn) };
};

describe('webhook delivery', () => {
  it('POSTs each event signed so that stripe.webhooks.constructEvent accepts it, and rejects a tampered body', async () => {
    const { receiver, standIn, stripe } = await setUp();
    const session = await courseSession(stripe);
    await standIn.pay(session.id, { number: '4242 4242 4242 4242' });

    await expect.poll(() => receiver.types()).toContain('checkout.session.completed');
    const secret = standIn.config.STRIPE_WEBHOOK_SECRET;
    const webhook = receiver.received.find((found) => found.body.includes('"checkout.session.completed"'))!;
    const event = stripe.webhooks.constructEvent(webhook.body, webhook.signature, secret);
    expect(event).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: session.id, payment_status: 'paid', metadata: { orderId: 'order-1' } } },
    });
    expect(standIn.events().map((found) => found.id)).toContain(event.id);
    expect(webhook.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const tampered = webhook.body.replace('"paid"', '"unpaid"');
    expect(() => stripe.webhooks.constructEvent(tampered, webhook.signature, secret)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => stripe.webhooks.constructEvent(webhook.body, webhook.signature, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('retries an event the receiver answered with an error until it is accepted', async () => {
    const { receiver, standIn, stripe } = await setUp([500, 503]);
    const session = await courseSession(stripe);

    await stripe.checkout.sessions.expire(session.id);

    await expect.poll(() => receiver.received.length).toBe(3);
    const ids = receiver.received.map((webhook) => (JSON.parse(webhook.body) as Stripe.Event).id);
    expect(new Set(ids)).toEqual(new Set([standIn.events()[0]?.id]));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(3);
  });

  it('retries when the receiver is unreachable and delivers once it listens', async () => {
    const receiver = await startWebhookReceiver();
    cleanups.push(receiver.stop);
    const standIn = await startStripeStandInWithUnreachableUrl();
    const stripe = stripeClient(standIn);
    const session = await courseSession(stripe);
    await stripe.checkout.sessions.expire(session.id);

    standIn.setWebhookUrl(receiver.url);

    await expect.poll(() => receiver.types()).toEqual(['checkout.session.expired']);
  });

  it('resends an event with the same id and a fresh valid signature', async () => {
    const { receiver, standIn, stripe } = await setUp();
    const session = await courseSession(stripe);
    await stripe.checkout.sessions.expire(session.id);
    await expect.poll(() => receiver.received.length).toBe(1);
    const [event] = standIn.events();

    const status = await standIn.resend(event!.id);

    expect(status).toBe(200);
    expect(receiver.received).toHaveLength(2);
    const resent = receiver.received[1]!;
    const verified = stripe.webhooks.constructEvent(
      resent.body,
      resent.signature,
      standIn.config.STRIPE_WEBHOOK_SECRET,
    );
    expect(verified.id).toBe(event!.id);
    expect(await stripe.events.retrieve(event!.id)).toMatchObject({
      id: event!.id,
      type: 'checkout.session.expired',
    });
  });
});

describe('delayed payment methods (SEPA test IBANs)', () => {
  it.each([
    ['DE89 3704 0044 0532 0130 00', 'checkout.session.async_payment_succeeded', 'paid', 'succeeded'],
    [
      'DE62 3704 0044 0532 0130 01',
      'checkout.session.async_payment_failed',
      'unpaid',
      'requires_payment_method',
    ],
  ])('%s completes the session unpaid, then sends %s', async (iban, outcome, paymentStatus, intentStatus) => {
    const { receiver, standIn, stripe } = await setUp();
    const session = await courseSession(stripe);

    await standIn.pay(session.id, { number: iban });

    await expect.poll(() => receiver.types()).toContain(outcome);
    const sessionEvents = receiver.received
      .map((webhook) => JSON.parse(webhook.body) as Stripe.Event)
      .filter((event) => event.type.startsWith('checkout.session.'));
    expect(
      sessionEvents.map((event) => [
        event.type,
        (event.data.object as Stripe.Checkout.Session).payment_status,
      ]),
    ).toEqual([
      ['checkout.session.completed', 'unpaid'],
      [outcome, paymentStatus],
    ]);
    const settled = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(settled).toMatchObject({ status: 'complete', payment_status: paymentStatus });
    expect((settled.payment_intent as Stripe.PaymentIntent).status).toBe(intentStatus);
  });
});

const startStripeStandInWithUnreachableUrl = async () => {
  const closed = await startWebhookReceiver();
  await closed.stop();
  const standIn = await startTestStandIn({
    webhookUrl: closed.url,
    webhookRetryDelaysMs: [200, 200, 200, 200],
  });
  cleanups.push(standIn.stop);
  return standIn;
};
