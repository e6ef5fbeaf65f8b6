import { describe, expect, it } from 'vitest';
import { checkoutState, NO_BILLING_DETAILS } from './billing-details.ts';

describe('checkoutState', () => {
  it('carries only the tax-invoice details filled in, trimmed', () => {
    expect(checkoutState(NO_BILLING_DETAILS)).toEqual({});
    expect(
      checkoutState({ buyerGstin: ' 27AAPFU0939F1ZV ', billingStateCode: '', billingAddress: '  ' }),
    ).toEqual({
      billing: { buyerGstin: '27AAPFU0939F1ZV' },
    });
    expect(checkoutState({ buyerGstin: '', billingStateCode: '29', billingAddress: '12 MG Road' })).toEqual({
      billing: { billingStateCode: '29', billingAddress: '12 MG Road' },
    });
  });
});
