import type { ChangePasswordBody } from '@academy/contracts';
import type { SignedInRequest } from '@academy/kit';
import type { FastifyRequest } from 'fastify';
import type { BffContext } from '../context.ts';

/**
 * Changes the caller's password. The auth service ends the account's other logins; asking for the
 * ended logins at once makes this replica refuse their tokens from the reply on (others within a
 * second). Both change-password paths (`user/`, `userProfile/`) go through here.
 */
export const changePasswordEndingOtherLogins = async (
  { clients, endedSessions }: Pick<BffContext, 'clients' | 'endedSessions'>,
  request: SignedInRequest<FastifyRequest> & { body: ChangePasswordBody },
) => {
  const changed = await clients.auth.changePassword(request.user.id, request.body, request);
  await endedSessions.refresh();
  return changed;
};
