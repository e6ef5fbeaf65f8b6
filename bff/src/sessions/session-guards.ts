import type { Role } from '@academy/contracts';
import { type createAuthGuards, forbidden, guardGiving, unauthorized } from '@academy/kit';
import type { FastifyRequest } from 'fastify';
import type { EndedSessions } from './ended-sessions.ts';

type AuthGuards = ReturnType<typeof createAuthGuards>;

/**
 * The kit's guards, which check a token's signature, expiry and role, and besides refuse the token
 * of a login that has ended (logout, a password change or reset) with 401 before it expires.
 */
export const withEndedSessionsRefused = (guards: AuthGuards, ended: EndedSessions): AuthGuards => {
  const refuseEnded = async (request: FastifyRequest) => {
    const sessionId = request.user?.sessionId;
    if (sessionId && (await ended.isEnded(sessionId))) {
      throw unauthorized('Session ended. Please log in again.', 'SESSION_ENDED');
    }
  };
  const user: AuthGuards['user'] = guardGiving('signed-in', async function checkUser(request, reply) {
    await guards.user.call(this, request, reply);
    await refuseEnded(request);
  });
  const role = (...roles: Role[]): AuthGuards['user'] =>
    guardGiving(`role:${roles.join(',')}`, async function checkRole(request, reply) {
      await user.call(this, request, reply);
      if (!request.user || !roles.includes(request.user.role)) throw forbidden();
    });
  return { ...guards, user, role };
};
