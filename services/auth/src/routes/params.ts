import { assertSelfOrAdmin, forbidden, type SignedInRequest, withUser } from '@academy/kit';
import type { FastifyRequest } from 'fastify';
import { type TSchema, Type } from 'typebox';
import type { AuthContext } from '../context.ts';

export const UserIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** Runs after validation, so `id` is the uuid `UserIdParams` let through; anything else is refused. */
const ownerOrAdmin = withUser(async (request: SignedInRequest<FastifyRequest>) => {
  const { params } = request;
  const id = typeof params === 'object' && params !== null && 'id' in params ? params.id : undefined;
  if (typeof id !== 'string') throw forbidden();
  assertSelfOrAdmin(request.user, id);
});

/**
 * Options of a route on one account (`/users/:id/...`): only that signed-in user, or an
 * administrator, gets past the guards.
 */
export const ownAccount = <S extends { body?: TSchema; response: Record<number, TSchema> }>(
  guards: AuthContext['guards'],
  schema: S,
) => ({
  onRequest: guards.user,
  preHandler: ownerOrAdmin,
  schema: { params: UserIdParams, ...schema },
});
