import { createAuthGuards } from '@academy/kit';
import type { FastifyRequest } from 'fastify';
import { createAuthClient } from './clients/auth.ts';
import { createCartClient } from './clients/cart.ts';
import { createCatalogueClient } from './clients/catalogue.ts';
import { createCertificateClient } from './clients/certificate.ts';
import { accessTokenOf } from './clients/http.ts';
import { createLearningClient } from './clients/learning.ts';
import { createOrdersClient } from './clients/orders.ts';
import type { Config } from './config.ts';
import type { CartSignals } from './live/cart-signals.ts';
import type { LearnerSignals } from './live/learner-signals.ts';
import type { SharedNats } from './messaging/nats-connection.ts';
import type { EndedSessions } from './sessions/ended-sessions.ts';
import { withEndedSessionsRefused } from './sessions/session-guards.ts';

/**
 * What every route area receives: configuration, the role guards (which also refuse tokens of ended
 * logins), the live signals (certificate status, quiz attempts, cart), the ended logins and one
 * client per service (each built once, sharing its connection pool across areas), and the one NATS
 * connection.
 */
export const createContext = (
  config: Config,
  live: { signals: LearnerSignals; attemptSignals: LearnerSignals; cartSignals: CartSignals },
  endedSessions: EndedSessions,
  nats: SharedNats,
) => ({
  config,
  ...live,
  nats,
  endedSessions,
  clients: {
    auth: createAuthClient(config.AUTH_URL),
    catalogue: createCatalogueClient(config.CATALOGUE_URL),
    learning: createLearningClient(config.LEARNING_URL),
    certificates: createCertificateClient(config.CERTIFICATE_URL),
    cart: createCartClient(config.CART_URL),
    orders: createOrdersClient(config.ORDERS_URL),
  },
  guards: withEndedSessionsRefused(
    createAuthGuards({
      publicKey: config.JWT_PUBLIC_KEY,
      readToken: (request: FastifyRequest) => accessTokenOf(request),
    }),
    endedSessions,
  ),
});

export type BffContext = ReturnType<typeof createContext>;
