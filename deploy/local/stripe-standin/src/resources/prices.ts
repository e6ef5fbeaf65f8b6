import type { StandInContext } from '../context.ts';
import { invalidParam, invalidRequest } from '../errors.ts';
import { newId, nowSeconds } from '../ids.ts';
import { listOf } from '../lists.ts';
import type { Price } from '../objects.ts';
import { type Params, readParams } from '../params.ts';
import type { App, ById, Collection } from '../routes.ts';
import { createProduct } from './products.ts';

const recurringOf = (params: Params): Price['recurring'] => {
  const recurring = params.optionalObject('recurring');
  if (!recurring) return null;
  const intervalCount = recurring.optionalInteger('interval_count') ?? 1;
  if (intervalCount < 1) throw invalidParam('recurring[interval_count]', 'Invalid recurring[interval_count]');
  return {
    interval: recurring.oneOf('interval', ['month', 'year'] as const),
    interval_count: intervalCount,
    meter: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
};

// A lookup key names one price at a time; `transfer_lookup_key` moves it from the price that had it.
const claimLookupKey = (context: StandInContext, lookupKey: string | undefined, transfer: boolean) => {
  if (!lookupKey) return;
  const holder = context.store.all<Price>('price').find((price) => price.lookup_key === lookupKey);
  if (!holder) return;
  if (!transfer) {
    throw invalidRequest(`A price (\`${holder.id}\`) already uses that lookup key.`, { param: 'lookup_key' });
  }
  holder.lookup_key = null;
};

/** A price from `currency`, `unit_amount`, `product` (or `product_data`), optional `recurring` and `lookup_key`. */
export const createPrice = (context: StandInContext, params: Params, options: { active?: boolean } = {}) => {
  const productId = params.optionalString('product');
  const product = productId
    ? context.store.get(productId, 'product', 'product')
    : createProduct(context, params.object('product_data'));
  const unitAmount = params.integer('unit_amount');
  if (unitAmount < 0)
    throw invalidParam(params.name('unit_amount'), 'Invalid unit_amount: must be at least 0');
  const recurring = recurringOf(params);
  const lookupKey = params.optionalString('lookup_key');
  claimLookupKey(context, lookupKey, params.optionalBoolean('transfer_lookup_key') ?? false);
  const price: Price = context.store.save({
    id: newId('price'),
    object: 'price',
    active: options.active ?? params.optionalBoolean('active') ?? true,
    billing_scheme: 'per_unit',
    created: nowSeconds(),
    currency: params.string('currency').toLowerCase(),
    custom_unit_amount: null,
    livemode: false,
    lookup_key: lookupKey ?? null,
    metadata: params.metadata(),
    nickname: params.optionalString('nickname') ?? null,
    product: product.id,
    recurring,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: recurring ? 'recurring' : 'one_time',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  });
  return price;
};

export const registerPriceRoutes = (app: App, context: StandInContext) => {
  app.post<Collection>('/v1/prices', async (request) => {
    const price = createPrice(context, readParams(request.body));
    context.events.emit('price.created', price);
    return price;
  });
  app.get<ById>('/v1/prices/:id', async (request) =>
    context.store.get<Price>(request.params.id, 'price', 'price'),
  );
  app.get<Collection>('/v1/prices', async (request) => {
    const params = readParams(request.query);
    const lookupKeys = params.strings('lookup_keys');
    const active = params.optionalBoolean('active');
    const product = params.optionalString('product');
    const prices = context.store
      .all<Price>('price')
      .reverse()
      .filter(
        (price) =>
          lookupKeys.length === 0 || (price.lookup_key !== null && lookupKeys.includes(price.lookup_key)),
      )
      .filter((price) => active === undefined || price.active === active)
      .filter((price) => product === undefined || price.product === product);
    return listOf('/v1/prices', prices, params.optionalInteger('limit') ?? 10);
  });
};
