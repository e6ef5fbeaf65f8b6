import type { ServiceContext } from '@academy/kit';
import type Stripe from 'stripe';
import type { Config, Seller } from './config.ts';
import type * as schema from './db/schema.ts';
import type { PlanPrices } from './stripe/plan-prices.ts';

/** What every route and command of the service works with. */
export interface OrdersContext extends ServiceContext<typeof schema> {
  config: Config;
  stripe: Stripe;
  /** The All Access plan's Stripe prices, found by lookup_key. */
  plan: PlanPrices;
  /** Who sells: printed on invoices and credit notes; its state decides CGST + SGST or IGST. */
  seller: Seller;
  /** The time payments and refunds are dated (their financial year numbers the documents). */
  now: () => Date;
}

export type OrdersDb = OrdersContext['db'];
export type OrdersTx = Parameters<Parameters<OrdersDb['transaction']>[0]>[0];
