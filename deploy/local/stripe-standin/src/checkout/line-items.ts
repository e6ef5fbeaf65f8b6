import type { StandInContext } from '../context.ts';
import { invalidParam } from '../errors.ts';
import { newId } from '../ids.ts';
import type { LineItem, Price } from '../objects.ts';
import type { Params } from '../params.ts';
import { createPrice } from '../resources/prices.ts';

/** The one-time price (and product) Stripe creates behind the scenes for `price_data`. */
const inlinePrice = (context: StandInContext, data: Params): Price =>
  createPrice(context, data, { active: false });

/** Line items of a new session; every item must share one currency, as in Stripe. */
export const buildLineItems = (context: StandInContext, items: Params[]): LineItem[] => {
  const lineItems = items.map((item): LineItem => {
    const priceId = item.optionalString('price');
    const price = priceId
      ? context.store.get<Price>(priceId, 'price', item.name('price'))
      : inlinePrice(context, item.object('price_data'));
    const quantity = item.optionalInteger('quantity') ?? 1;
    if (quantity < 1) throw invalidParam(item.name('quantity'), 'Invalid quantity: must be at least 1');
    const product = context.store.get(price.product, 'product');
    const amount = price.unit_amount * quantity;
    return {
      id: newId('li'),
      object: 'item',
      amount_discount: 0,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount,
      currency: price.currency as string,
      description: product.name as string,
      price: structuredClone(price),
      quantity,
    };
  });
  const currencies = new Set(lineItems.map((item) => item.currency));
  if (currencies.size > 1) {
    throw invalidParam('line_items', 'All line items must have the same currency.');
  }
  return lineItems;
};
