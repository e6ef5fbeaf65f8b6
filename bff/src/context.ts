import { createAuthGuards } from '@academy/kit';
import type { FastifyRequest } from 'fastify';
import { accessTokenOf } from './clients/http.ts';
import type { Config } from './config.ts';
import type { LearnerSignals } from './live/learner-signals.ts';

/** What every route area receives: configuration, the role guards and the live signals. */
export const createContext = (config: Config, signals: LearnerSignals) => ({
  config,
  signals,
  guards: createAuthGuards({
    publicKey: config.JWT_PUBLIC_KEY,
    readToken: (request: FastifyRequest) => accessTokenOf(request),
  }),
});

export type BffContext = ReturnType<typeof createContext>;
