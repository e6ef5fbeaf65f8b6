import type { Role } from '@academy/contracts';
import { createVerifier, TokenError } from 'fast-jwt';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from './errors.ts';
import { guardGiving } from './route-access.ts';

/** Who is calling, from a verified access token. */
export interface AuthUser {
  id: string;
  role: Role;
  /** The login the token belongs to (its `sid` claim), when it names one. */
  sessionId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export const ACCESS_TOKEN_ALGORITHM = 'EdDSA';

export const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

/** Verified tokens remembered per process: a learner's next requests skip the signature check. */
const VERIFIED_TOKEN_CACHE_SIZE = 10_000;
/** The longest a verified token is remembered, whatever its `exp`. */
const VERIFIED_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The caller an access token names, from its verified claims. */
const userOf = (claims: { sub?: string; role?: Role; sid?: unknown }): AuthUser => {
  if (!claims.sub || (claims.role !== 'USER' && claims.role !== 'ADMIN')) throw new Error('claims');
  const user: AuthUser = { id: claims.sub, role: claims.role };
  if (typeof claims.sid === 'string') user.sessionId = claims.sid;
  return user;
};

/**
 * Verifies access tokens with the auth service's public key. The 401 messages are part of the
 * contract: the web app refreshes on 'Token expired' and logs out on 'Invalid token'.
 * A verified token is remembered, keyed by the token itself, until its `exp` (an hour at most; the oldest
 * goes first beyond 10,000), so an expired token is refused even when it was remembered. The cache is
 * ours rather than fast-jwt's, whose key is a SHA-512 of the token computed on every request.
 */
export const createTokenVerifier = (publicKey: string) => {
  const verify = createVerifier({ key: publicKey, algorithms: [ACCESS_TOKEN_ALGORITHM] });
  const verified = new Map<string, { user: AuthUser; until: number }>();
  return (token: string): AuthUser => {
    const remembered = verified.get(token);
    if (remembered && remembered.until > Date.now()) return remembered.user;
    verified.delete(token);
    try {
      const claims = verify(token) as { sub?: string; role?: Role; sid?: unknown; exp?: number };
      const user = userOf(claims);
      const until = Math.min(Date.now() + VERIFIED_TOKEN_TTL_MS, (claims.exp ?? 0) * 1000);
      if (verified.size >= VERIFIED_TOKEN_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
      verified.set(token, { user, until });
      return user;
    } catch (error) {
      if (error instanceof TokenError && error.code === TokenError.codes.expired) {
        throw unauthorized('Token expired', 'TOKEN_EXPIRED');
      }
      throw unauthorized('Invalid token', 'INVALID_TOKEN');
    }
  };
};

export type TokenReader = (request: FastifyRequest) => string | undefined;

/**
 * Route guards: `user` needs any valid token; `role(...)` also needs one of the roles (else 403). Routes
 * run them as `onRequest` hooks, before the body is parsed or anything is validated, so a caller who may
 * not use a route is refused the same way whatever they send.
 */
export const createAuthGuards = (options: { publicKey: string; readToken?: TokenReader }) => {
  const verify = createTokenVerifier(options.publicKey);
  const readToken = options.readToken ?? bearerToken;
  const user: onRequestAsyncHookHandler = guardGiving('signed-in', async (request) => {
    const token = readToken(request);
    if (!token) throw unauthorized();
    request.user = verify(token);
  });
  const role = (...roles: Role[]): onRequestAsyncHookHandler =>
    guardGiving(`role:${roles.join(',')}`, async function checkRole(request, reply) {
      await user.call(this, request, reply);
      if (!request.user || !roles.includes(request.user.role)) throw forbidden();
    });
  return { user, role, verify };
};

/** A request a guard (`user` or `role(...)`) let through: its `user` is the caller, never null. */
export type SignedInRequest<R> = R & { user: AuthUser };

/**
 * Wraps a handler of a guarded route so that it receives a `SignedInRequest` and reads `request.user`
 * as it is, with no `request.user!`. The guard decides who may call; this only checks, once, that a
 * guard ran: a handler reached without one answers 401 instead of running for nobody. The request and
 * reply keep the types Fastify gives them from the route's schemas.
 */
export const withUser =
  <Request extends { user: AuthUser | null }, Reply, Result>(
    handler: (request: SignedInRequest<Request>, reply: Reply) => Result,
  ) =>
  (request: Request, reply: Reply): Result => {
    if (!request.user) throw unauthorized();
    return handler(request as SignedInRequest<Request>, reply);
  };

/**
 * A user may only act on their own resources unless they are an administrator. It takes the caller a
 * guard let through (from `withUser`): a visitor has been answered 401 before any ownership is asked.
 */
export const assertSelfOrAdmin = (user: AuthUser, ownerId: string) => {
  if (user.role !== 'ADMIN' && user.id !== ownerId) {
    throw forbidden('You can only access your own resources');
  }
};
