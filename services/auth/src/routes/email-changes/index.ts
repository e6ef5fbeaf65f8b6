import { EmailChangeTokenParams, MessageReply } from '@academy/contracts';
import type { App } from '@academy/kit';
import { confirmEmailChange } from '../../commands/change-email.ts';
import type { AuthContext } from '../../context.ts';

/** The link mailed to a new address; opening it (no login needed) makes the change. */
export const registerEmailChangeRoutes = (app: App, { db, relay }: AuthContext) => {
  app.post(
    '/email-changes/:token',
    {
      config: { access: 'public' },
      schema: { params: EmailChangeTokenParams, response: { 200: MessageReply } },
    },
    async (request) => {
      const user = await confirmEmailChange(db, request.params.token, request.id);
      relay.wake();
      return { message: `Your e-mail address is now ${user.email}. Use it to log in from now on.` };
    },
  );
};
