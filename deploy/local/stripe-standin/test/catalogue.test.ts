import { describe, expect, it } from 'vitest';
import { createPlan } from './billing-helpers.ts';
import { useStandIn } from './helpers.ts';

const { stripe } = useStandIn();

describe('customers, products and prices', () => {
  it('creates and reads back a customer', async () => {
    const customer = await stripe().customers.create({
      email: 'ada@example.com',
      name: 'Ada',
      metadata: { userId: 'u-1' },
    });

    expect(customer.id).toMatch(/^cus_/);
    expect(await stripe().customers.retrieve(customer.id)).toMatchObject({
      object: 'customer',
      email: 'ada@example.com',
      name: 'Ada',
      metadata: { userId: 'u-1' },
      test_clock: null,
    });
    await expect(stripe().customers.retrieve('cus_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('creates recurring prices and finds them by lookup key', async () => {
    const monthly = await createPlan(stripe(), 'month', 1900, 'pro-monthly');
    const yearly = await createPlan(stripe(), 'year', 19_000, 'pro-yearly');

    expect(monthly).toMatchObject({
      object: 'price',
      type: 'recurring',
      currency: 'eur',
      unit_amount: 1900,
      lookup_key: 'pro-monthly',
      recurring: { interval: 'month', interval_count: 1 },
    });
    const found = await stripe().prices.list({ lookup_keys: ['pro-monthly', 'pro-yearly'] });
    expect(found.data.map((price) => price.id).sort()).toEqual([monthly.id, yearly.id].sort());
    expect((await stripe().prices.list({ lookup_keys: ['pro-yearly'] })).data).toEqual([yearly]);
  });

  it('keeps a lookup key on one price unless it is transferred', async () => {
    const first = await createPlan(stripe(), 'month', 900, 'basic-monthly');

    await expect(createPlan(stripe(), 'month', 1000, 'basic-monthly')).rejects.toMatchObject({
      statusCode: 400,
      param: 'lookup_key',
    });
    const product = await stripe().products.create({ name: 'Basic' });
    const second = await stripe().prices.create({
      product: product.id,
      currency: 'eur',
      unit_amount: 1000,
      recurring: { interval: 'month' },
      lookup_key: 'basic-monthly',
      transfer_lookup_key: true,
    });
    expect(
      (await stripe().prices.list({ lookup_keys: ['basic-monthly'] })).data.map((price) => price.id),
    ).toEqual([second.id]);
    expect((await stripe().prices.retrieve(first.id)).lookup_key).toBeNull();
  });

  it('refuses an interval other than month or year', async () => {
    const product = await stripe().products.create({ name: 'Weekly' });

    await expect(
      stripe().prices.create({
        product: product.id,
        currency: 'eur',
        unit_amount: 100,
        recurring: { interval: 'week' },
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'recurring[interval]' });
  });
});
