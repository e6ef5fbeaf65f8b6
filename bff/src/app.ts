import { createApp, registerHealth } from '@academy/kit';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import { createAuthClient } from './clients/auth.ts';
import type { Config } from './config.ts';
import { createContext } from './context.ts';
import { startCartSignals } from './live/cart-signals.ts';
import { ATTEMPT_SIGNALS, CERTIFICATE_SIGNALS, startLearnerSignals } from './live/learner-signals.ts';
import { createStreamSlots } from './live/stream-slots.ts';
import { openNatsConnection } from './messaging/nats-connection.ts';
import { registerCanonicalOrigin } from './plugins/canonical-origin.ts';
import { registerCsrfProtection } from './plugins/csrf.ts';
import { registerOversizedBodyReplies } from './plugins/oversized-bodies.ts';
import { registerRetryAfter } from './plugins/retry-after.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticSites } from './plugins/static-sites.ts';
import { registerStrictTransportSecurity } from './plugins/strict-transport-security.ts';
import { registerThrottling } from './plugins/throttling.ts';
import { verificationPage } from './routes/certificates/verification-page.ts';
import { registerApiRoutes } from './routes/index.ts';
import { startEndedSessions } from './sessions/ended-sessions.ts';

/** Largest upload the BFF streams on to a service (videos); each route sets its own smaller limit. */
const MAX_UPLOAD_BYTES = 500 * 1024 * 1024;

export const buildApp = async (config: Config) => {
  const app = createApp({ name: 'bff', logLevel: config.LOG_LEVEL, trustedProxyHops: config.TRUST_PROXY });
  registerSecurityHeaders(app);
  registerStrictTransportSecurity(app);
  await app.register(cookie);
  registerCsrfProtection(app);
  registerOversizedBodyReplies(app);
  registerRetryAfter(app);
  await registerThrottling(app, {
    databaseUrl: config.RATE_LIMIT_DATABASE_URL,
    failuresPerAddress: config.LOGIN_FAILURES_PER_ADDRESS,
    signupsPerAddress: config.SIGNUPS_PER_ADDRESS,
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Academy API', version: '1.0.0', description: 'The backend-for-frontend of Academy.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'access_token' },
        },
      },
    },
  });
  const nats = openNatsConnection({ url: config.NATS_URL, logger: app.log });
  const live = { nats: nats.connection, prefix: config.SUBJECT_PREFIX, logger: app.log };
  const signals = startLearnerSignals(live, CERTIFICATE_SIGNALS);
  const attemptSignals = startLearnerSignals(live, ATTEMPT_SIGNALS);
  const cartSignals = startCartSignals(live);
  const endedSessions = startEndedSessions(createAuthClient(config.AUTH_URL), app.log);
  app.addHook('onClose', async () => {
    await Promise.all([signals.close(), attemptSignals.close(), cartSignals.close(), endedSessions.close()]);
    await nats.close();
  });
  app.decorate('streamSlots', createStreamSlots(config.LIVE_STREAMS_PER_USER));
  const context = createContext(
    config,
    { signals, attemptSignals, cartSignals },
    endedSessions,
    nats.connection,
  );
  await app.register(async (api) => registerApiRoutes(api, context), { prefix: '/api/v1' });
  app.get('/api/v1/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  registerHealth(app, {});
  registerCanonicalOrigin(app, config.PUBLIC_URL);
  await registerStaticSites(
    app,
    { web: config.WEB_DIST, storybook: config.STORYBOOK_DIST },
    { '/verify': (webDist) => verificationPage(webDist, context.clients.certificates, config.PUBLIC_URL) },
  );
  return app;
};
