import { describe, expect, it } from 'vitest';
import { stripeClientOptions } from '../../src/stripe/client-options.ts';

describe('stripeClientOptions', () => {
  it('splits STRIPE_API_URL into the SDK host, port and protocol', () => {
    expect(stripeClientOptions('http://127.0.0.1:43123')).toEqual({
      host: '127.0.0.1',
      port: 43123,
      protocol: 'http',
    });
    expect(stripeClientOptions('https://stripe.internal')).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
  });
});
