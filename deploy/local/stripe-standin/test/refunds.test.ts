import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { courseSession, useStandIn } from './helpers.ts';

const { standIn, stripe } = useStandIn();

const paidIntent = async () => {
  const session = await courseSession(stripe());
  await standIn().pay(session.id, { number: '4242424242424242' });
  const paid = await stripe().checkout.sessions.retrieve(session.id);
  return stripe().paymentIntents.retrieve(paid.payment_intent as string, { expand: ['latest_charge'] });
};

describe('POST /v1/refunds', () => {
  it('refunds the whole payment by default and sends refund.created and charge.refunded', async () => {
    const intent = await paidIntent();
    const charge = intent.latest_charge as Stripe.Charge;

    const refund = await stripe().refunds.create({ payment_intent: intent.id });

    expect(refund).toMatchObject({
      object: 'refund',
      amount: 4900,
      currency: 'eur',
      status: 'succeeded',
      charge: charge.id,
      payment_intent: intent.id,
    });
    expect(await stripe().refunds.retrieve(refund.id)).toMatchObject({ id: refund.id, amount: 4900 });
    expect(await stripe().charges.retrieve(charge.id)).toMatchObject({
      amount_refunded: 4900,
      refunded: true,
    });
    const types = standIn()
      .events()
      .filter((event) => [refund.id, charge.id].includes((event.data.object as { id: string }).id))
      .map((event) => event.type);
    expect(types).toEqual(['charge.succeeded', 'refund.created', 'charge.refunded']);
    const refunded = standIn()
      .events()
      .find((event) => event.type === 'charge.refunded' && event.data.object.id === charge.id);
    expect(refunded?.data.previous_attributes).toEqual({ amount_refunded: 0, refunded: false });
  });

  it('refunds part of a payment, then refuses more than what is left', async () => {
    const intent = await paidIntent();

    await stripe().refunds.create({ payment_intent: intent.id, amount: 1000 });
    const tooMuch = stripe().refunds.create({ payment_intent: intent.id, amount: 4000 });

    await expect(tooMuch).rejects.toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
      param: 'amount',
    });
    await stripe().refunds.create({ payment_intent: intent.id });
    const charge = await stripe().charges.retrieve((intent.latest_charge as Stripe.Charge).id);
    expect(charge).toMatchObject({ amount_refunded: 4900, refunded: true });
    await expect(stripe().refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
  });

  it('refuses to refund a payment that never succeeded', async () => {
    const session = await courseSession(stripe());
    await standIn().pay(session.id, { number: '4000000000000002' });
    const intentId = (await stripe().checkout.sessions.retrieve(session.id)).payment_intent as string;

    await expect(stripe().refunds.create({ payment_intent: intentId })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_not_refundable',
    });
    await expect(stripe().refunds.create({ payment_intent: 'pi_unknown' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });
});
