export { stripeClientOptions } from './client-options.ts';
export { type StripeStandIn, type StripeStandInOptions, startStripeStandIn } from './standin.ts';
export { signPayload } from './webhooks.ts';
