import type { BillingCycle } from '@academy/contracts';
import type Stripe from 'stripe';
import type { Config } from '../config.ts';
import { intervalOf, lookupKeyOf, PLAN } from '../domain/subscription.ts';

const PRODUCT_ID = 'academy_all_access';

const amountOf = (config: Config, cycle: BillingCycle) =>
  cycle === 'Monthly' ? config.SUBSCRIPTION_MONTHLY_MINOR : config.SUBSCRIPTION_YEARLY_MINOR;

const matches = (price: Stripe.Price, config: Config, cycle: BillingCycle) =>
  price.active &&
  price.unit_amount === amountOf(config, cycle) &&
  price.currency === config.SUBSCRIPTION_CURRENCY.toLowerCase() &&
  price.recurring?.interval === intervalOf(cycle);

const ensureProduct = async (stripe: Stripe) => {
  const found = await stripe.products.retrieve(PRODUCT_ID).catch((error: { statusCode?: number }) => {
    if (error.statusCode === 404) return null;
    throw error;
  });
  if (found) return found.id;
  const created = await stripe.products.create(
    { id: PRODUCT_ID, name: PLAN, description: 'Every published course while subscribed' },
    { idempotencyKey: `product-${PRODUCT_ID}` },
  );
  return created.id;
};

/**
 * The Stripe price of each cycle, found by lookup_key. A missing price, or one whose amount no longer
 * matches the configuration, is created and takes the lookup_key over; existing subscriptions keep the
 * price they were started on until their cycle changes.
 */
export const createPlanPrices = (stripe: Stripe, config: Config) => {
  const known = new Map<BillingCycle, Promise<Stripe.Price>>();

  const find = async (cycle: BillingCycle) => {
    const lookupKey = lookupKeyOf(cycle);
    const { data } = await stripe.prices.list({ lookup_keys: [lookupKey], limit: 1 });
    const existing = data[0];
    if (existing && matches(existing, config, cycle)) return existing;
    return stripe.prices.create({
      product: await ensureProduct(stripe),
      currency: config.SUBSCRIPTION_CURRENCY.toLowerCase(),
      unit_amount: amountOf(config, cycle),
      recurring: { interval: intervalOf(cycle) },
      lookup_key: lookupKey,
      transfer_lookup_key: true,
      nickname: `${PLAN} ${cycle}`,
    });
  };

  return {
    /** The price for a cycle, looked up once per process (a failed look-up is tried again). */
    priceOf: (cycle: BillingCycle) => {
      let price = known.get(cycle);
      if (!price) {
        price = find(cycle);
        known.set(cycle, price);
        price.catch(() => known.delete(cycle));
      }
      return price;
    },
    /** The cycle a Stripe price bills, by its interval. */
    cycleOfPrice: (price: Stripe.Price): BillingCycle =>
      price.recurring?.interval === 'year' ? 'Yearly' : 'Monthly',
  };
};

export type PlanPrices = ReturnType<typeof createPlanPrices>;
