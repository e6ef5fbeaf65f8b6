import { bearerToken } from '@academy/kit';
import { createDecoder } from 'fast-jwt';
import type { FastifyRequest } from 'fastify';

const decode = createDecoder();

/**
 * The login (`sid`) of the access token a request was let in with: read after the route's guard has
 * verified the token, so decoding it again is enough. Undefined for tokens without one.
 */
export const sessionIdOf = (request: FastifyRequest): string | undefined => {
  const token = bearerToken(request);
  if (!token) return undefined;
  const { sid } = decode(token) as { sid?: unknown };
  return typeof sid === 'string' ? sid : undefined;
};
