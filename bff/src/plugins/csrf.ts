import { HttpError } from '@academy/kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Called by other servers, never by a browser with our cookies (Stripe signs its own requests). */
const OPEN_TO_OTHER_SITES = new Set(['/api/v1/payments/webhook']);
/** Mail programs' one-click unsubscribe (RFC 8058): no cookies, the signed token in the path is the permission. */
const OPEN_TO_OTHER_SITES_UNDER = ['/api/v1/mail/unsubscribe/'];

/**
 * Whether a browser says the request comes from another site. `Sec-Fetch-Site` is sent by every
 * current browser and cannot be set by a page; otherwise `Origin` is compared with our own origin.
 * A request with neither header is not from a browser page (curl, a server, an app).
 */
const isCrossSite = (request: FastifyRequest) => {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== `${request.protocol}://${request.host}`;
};

/**
 * Cookies are sent by the browser whatever page makes the request, so a state-changing request from
 * another site is refused unless it carries a Bearer token (which a page elsewhere cannot have).
 * The session cookies are SameSite as well (Lax and Strict); this is the second line.
 */
export const registerCsrfProtection = (app: FastifyInstance) => {
  // A callback hook, not an async one: it runs on every request and reads are let through at once.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    if (request.headers.authorization?.startsWith('Bearer ')) return done();
    const path = request.url.split('?')[0] ?? '';
    if (OPEN_TO_OTHER_SITES.has(path)) return done();
    if (request.method === 'POST' && OPEN_TO_OTHER_SITES_UNDER.some((prefix) => path.startsWith(prefix))) {
      return done();
    }
    if (isCrossSite(request)) {
      return done(new HttpError(403, 'Cross-site requests cannot change anything here', 'CSRF'));
    }
    done();
  });
};
