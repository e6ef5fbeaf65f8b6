import { ChangePasswordBody, MessageReply } from '@academy/contracts';
import { type App, unauthorized, withUser } from '@academy/kit';
import { changePassword } from '../../commands/change-password.ts';
import type { AuthContext } from '../../context.ts';
import { ownAccount } from '../params.ts';
import { sessionIdOf } from '../sessions/session-id.ts';

export const registerPasswordRoutes = (
  app: App,
  { db, guards, sessions, passwords, config }: AuthContext,
) => {
  app.put(
    '/users/:id/password',
    ownAccount(guards, { body: ChangePasswordBody, response: { 200: MessageReply } }),
    withUser(async (request) => {
      const { id } = request.params;
      // Even an administrator changes only their own password here: it needs the current one.
      if (request.user.id !== id) throw unauthorized('Only the account owner can change its password');
      await changePassword({ db, sessions, passwords, config }, id, request.body, sessionIdOf(request));
      return { message: 'Password changed successfully' };
    }),
  );
};
