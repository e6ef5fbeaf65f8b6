import type { App } from '@academy/kit';

/** The web app's pages: the site root and everything under /app. API calls and health checks are not. */
const PAGE = /^\/(app([/?].*)?)?$/;

/**
 * Sends a browser that opened a page of the web app under another host (http://127.0.0.1:8080 for
 * http://localhost:8080, a load balancer's name) to the same path and query on `PUBLIC_URL`, before
 * any session starts. Cookies belong to one host, and Stripe's return pages and e-mailed links are built
 * from `PUBLIC_URL`: a learner who paid while on another host would come back signed out.
 * A temporary redirect (302), so a changed `PUBLIC_URL` takes effect at once rather than being
 * remembered by browsers.
 */
export const registerCanonicalOrigin = (app: App, publicUrl: string) => {
  if (!publicUrl) return;
  const canonical = new URL(publicUrl);
  app.addHook('onRequest', (request, reply, done) => {
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      request.host !== canonical.host &&
      PAGE.test(request.url)
    ) {
      reply.redirect(`${canonical.origin}${request.url}`, 302);
      return;
    }
    done();
  });
};
