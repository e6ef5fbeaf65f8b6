import type { CreateOrderBody } from '@academy/contracts';

/** What the buyer may give at checkout for a tax invoice: a GSTIN, the state billed to, an address. */
export type BillingDetails = Required<
  Pick<CreateOrderBody, 'buyerGstin' | 'billingStateCode' | 'billingAddress'>
>;

export const NO_BILLING_DETAILS: BillingDetails = {
  buyerGstin: '',
  billingStateCode: '',
  billingAddress: '',
};

/** The checkout page's router state: the details filled in on the cart, each left out when empty. */
export interface CheckoutState {
  billing?: Partial<BillingDetails>;
}

export function checkoutState(details: BillingDetails): CheckoutState {
  const billing = Object.fromEntries(
    Object.entries(details)
      .map(([field, value]) => [field, value.trim()])
      .filter(([, value]) => value !== ''),
  ) as Partial<BillingDetails>;
  return Object.keys(billing).length > 0 ? { billing } : {};
}
