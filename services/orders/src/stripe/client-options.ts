/**
 * The `stripe` SDK options that send its requests to `apiUrl` instead of api.stripe.com (STRIPE_API_URL:
 * a Stripe-compatible server such as the local stand-in, or a proxy in front of Stripe).
 */
export const stripeClientOptions = (
  apiUrl: string,
): { host: string; port: number; protocol: 'http' | 'https' } => {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
};
