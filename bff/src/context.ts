import { createAuthGuards } from '@academy/kit';
import type { FastifyRequest } from 'fastify';
import { accessTokenOf } from './clients/http.ts';
import type { Config } from './config.ts';

/** What every route area receives: configuration and the role guards. */
export const createContext = (config: Config) => ({
  config,
  guards: createAuthGuards({
    publicKey: config.JWT_PUBLIC_KEY,
    readToken: (request: FastifyRequest) => accessTokenOf(request),
  }),
});

export type BffContext = ReturnType<typeof createContext>;
