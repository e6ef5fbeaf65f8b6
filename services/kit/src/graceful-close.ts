import type { FastifyInstance } from 'fastify';

/** How often a closing server looks for connections that have gone idle. */
const IDLE_CHECK_MS = 50;

/**
 * Once the app is closing, each connection ends as soon as its reply is sent. The server itself
 * closes only the connections idle at the moment it stops; one still answering then would be kept
 * alive for the keep-alive timeout (72 s), holding up the shutdown for that long — and the BFF's
 * clients pool their connections to the services, so a read in flight at a restart is usual. Checked
 * on a timer while closing, so the request path pays nothing.
 */
export const endConnectionsWhenClosing = (app: FastifyInstance) => {
  app.addHook('preClose', (done) => {
    if (!app.server.listening) return done();
    const timer = setInterval(() => app.server.closeIdleConnections(), IDLE_CHECK_MS);
    timer.unref();
    app.server.once('close', () => clearInterval(timer));
    done();
  });
};
