/** The `stripe` SDK options that send its requests to `apiUrl` (the stand-in) instead of api.stripe.com. */
export const stripeClientOptions = (
  apiUrl: string,
): { host: string; port: number; protocol: 'http' | 'https' } => {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
};
