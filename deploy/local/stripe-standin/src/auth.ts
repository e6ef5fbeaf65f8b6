import { invalidRequest } from './errors.ts';
import type { App } from './routes.ts';

const masked = (key: string) =>
  `${key.slice(0, 8)}${'*'.repeat(Math.max(key.length - 12, 4))}${key.slice(-4)}`;

/** API requests need `Authorization: Bearer <secret key>` (or Basic with the key as user), as in Stripe. */
export const registerAuth = (app: App, secretKey: string) => {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/v1/')) return;
    const header = request.headers.authorization ?? '';
    const [scheme, credentials = ''] = header.split(' ');
    const key =
      scheme?.toLowerCase() === 'basic'
        ? (Buffer.from(credentials, 'base64').toString().split(':')[0] ?? '')
        : scheme?.toLowerCase() === 'bearer'
          ? credentials
          : '';
    if (key === secretKey) return;
    throw key === ''
      ? invalidRequest(
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
          {},
          401,
        )
      : invalidRequest(`Invalid API Key provided: ${masked(key)}`, {}, 401);
  });
};
