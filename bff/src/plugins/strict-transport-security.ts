import type { App } from '@academy/kit';

/** Helmet's own value: a year, subdomains included. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * `Strict-Transport-Security` only on replies to HTTPS requests: TLS to the BFF itself, or a trusted
 * proxy (`TRUST_PROXY`) saying so in X-Forwarded-Proto. Over plain HTTP the header means nothing (the
 * standard has browsers ignore it there) and only claims a transport the reply did not have.
 */
export const registerStrictTransportSecurity = (app: App) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done(null, payload);
  });
};
