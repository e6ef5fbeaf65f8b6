import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { courseSession, submitPaymentPage, useStandIn } from './helpers.ts';

const { standIn, stripe } = useStandIn();

const eventsFor = (sessionId: string, intentId?: string | null) =>
  standIn()
    .events()
    .filter((event) => {
      const object = event.data.object as { id: string };
      return object.id === sessionId || (intentId && object.id === intentId);
    })
    .map((event) => event.type);

describe('GET /pay/:sessionId', () => {
  it('shows what is bought, the total in the currency, the email and a labelled card form', async () => {
    const session = await courseSession(stripe());

    const response = await fetch(session.url as string);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('TypeScript in depth');
    expect(html).toContain('€49.00');
    expect(html).toContain('ada@example.com');
    for (const [id, label] of [
      ['number', 'Card number'],
      ['expiry', 'Expiry'],
      ['cvc', 'CVC'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toContain(`<input id="${id}" name="${id}"`);
    }
    expect(html).toMatch(/<button type="submit">Pay €49.00<\/button>/);
    expect(html).toContain('<a href="http://academy.test/courses/typescript">← Back</a>');
  });

  it('formats amounts by currency (zero-decimal yen)', async () => {
    const session = await courseSession(stripe(), {
      line_items: [
        { quantity: 1, price_data: { currency: 'jpy', unit_amount: 5000, product_data: { name: 'Go' } } },
      ],
    });

    expect(await (await fetch(session.url as string)).text()).toContain('¥5,000');
  });
});

describe('POST /pay/:sessionId', () => {
  it('pays with 4242 4242 4242 4242: session complete and paid, charge with card details, redirect to success_url', async () => {
    const session = await courseSession(stripe());

    const response = await submitPaymentPage(standIn(), session.id, {
      number: '4242 4242 4242 4242',
      expiry: '08 / 34',
    });

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `http://academy.test/orders/complete?session=${session.id}`,
    );
    const paid = await stripe().checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent.latest_charge'],
    });
    expect(paid).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      customer_details: { email: 'ada@example.com' },
    });
    const intent = paid.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: 4900,
      amount_received: 4900,
      currency: 'eur',
    });
    expect(intent.metadata).toEqual({ orderId: 'order-1' });
    const charge = intent.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({
      status: 'succeeded',
      paid: true,
      amount: 4900,
      payment_intent: intent.id,
    });
    expect(charge.payment_method_details?.card).toMatchObject({
      brand: 'visa',
      last4: '4242',
      exp_month: 8,
      exp_year: 2034,
    });
    expect(eventsFor(session.id, intent.id)).toEqual([
      'payment_intent.created',
      'payment_intent.succeeded',
      'checkout.session.completed',
    ]);
    const completed = standIn()
      .events()
      .find((event) => event.type === 'checkout.session.completed');
    expect(completed?.data.object).toMatchObject({
      id: session.id,
      payment_status: 'paid',
      client_reference_id: 'order-1',
    });
  });

  it('pays with a Mastercard test number', async () => {
    const session = await courseSession(stripe());

    await standIn().pay(session.id, { number: '5555 5555 5555 4444' });

    const paid = await stripe().checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent.latest_charge'],
    });
    const charge = (paid.payment_intent as Stripe.PaymentIntent).latest_charge as Stripe.Charge;
    expect(charge.payment_method_details?.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'generic_decline', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
  ])(
    'declines %s: the page shows the message, the session stays open, payment_failed is sent',
    async (number, code, declineCode, message) => {
      const session = await courseSession(stripe());

      const response = await submitPaymentPage(standIn(), session.id, { number });

      expect(response.status).toBe(402);
      const html = await response.text();
      expect(html).toContain(`<div role="alert">${message.replace("'", '&#39;')}</div>`);
      expect(html).toContain('<label for="number">Card number</label>');
      const open = await stripe().checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
      expect(open).toMatchObject({ status: 'open', payment_status: 'unpaid' });
      const intent = open.payment_intent as Stripe.PaymentIntent;
      expect(intent.status).toBe('requires_payment_method');
      expect(intent.last_payment_error).toMatchObject({
        type: 'card_error',
        code,
        decline_code: declineCode,
        message,
      });
      const failed = standIn()
        .events()
        .find(
          (event) => event.type === 'payment_intent.payment_failed' && event.data.object.id === intent.id,
        );
      expect(failed?.data.object).toMatchObject({
        metadata: { orderId: 'order-1' },
        last_payment_error: { decline_code: declineCode },
      });
      expect(eventsFor(session.id, intent.id)).not.toContain('checkout.session.completed');
    },
  );

  it('lets the buyer try again with another card after a decline', async () => {
    const session = await courseSession(stripe());
    await standIn().pay(session.id, { number: '4000000000000002' });

    await standIn().pay(session.id, { number: '4242424242424242' });

    const paid = await stripe().checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(paid.payment_status).toBe('paid');
    expect((paid.payment_intent as Stripe.PaymentIntent).status).toBe('succeeded');
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
    [{ number: '4242 4242 4242 4242', expiry: '01 / 20' }, 'Your card&#39;s expiration date is in the past.'],
    [{ number: '4242 4242 4242 4242', cvc: '' }, 'Your card&#39;s security code is incomplete.'],
  ])('shows a field error for %j and sends nothing', async (fields, error) => {
    const session = await courseSession(stripe());
    const before = standIn().events().length;

    const response = await submitPaymentPage(standIn(), session.id, fields);

    expect(response.status).toBe(400);
    expect(await response.text()).toContain(error);
    expect(standIn().events()).toHaveLength(before);
    expect((await stripe().checkout.sessions.retrieve(session.id)).payment_intent).toBeNull();
  });

  it('shows a completed or expired session instead of the form, and refuses to charge it', async () => {
    const paid = await courseSession(stripe());
    await standIn().pay(paid.id, { number: '4242424242424242' });
    const expired = await courseSession(stripe());
    await stripe().checkout.sessions.expire(expired.id);

    const paidPage = await fetch(`${standIn().url}/pay/${paid.id}`);
    const expiredPage = await fetch(`${standIn().url}/pay/${expired.id}`);

    expect(await paidPage.text()).toContain('This payment is complete.');
    expect(await expiredPage.text()).toContain('This checkout session has expired.');
    const before = standIn().events().length;
    await expect(standIn().pay(paid.id, { number: '4242424242424242' })).rejects.toThrow(
      'This payment is complete.',
    );
    expect(standIn().events()).toHaveLength(before);
  });

  it('rejects pay() with the field error for an invalid number', async () => {
    const session = await courseSession(stripe());

    await expect(standIn().pay(session.id, { number: '1234' })).rejects.toThrow(
      'Your card number is invalid.',
    );
  });
});
