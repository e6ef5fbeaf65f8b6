import { MessageReply, ResetBody, ResetRequestBody, ResetTokenParams } from '@academy/contracts';
import type { App } from '@academy/kit';
import { requestPasswordReset, resetPassword } from '../../commands/reset-password.ts';
import type { AuthContext } from '../../context.ts';

// The same answer whether or not the address has an account, so nobody can probe for accounts.
const REQUEST_ANSWER = 'If an account exists for that e-mail, a password reset link has been sent to it.';

export const registerPasswordResetRoutes = (app: App, { db, config, sessions, passwords }: AuthContext) => {
  app.post(
    '/password-resets',
    { config: { access: 'public' }, schema: { body: ResetRequestBody, response: { 202: MessageReply } } },
    async (request, reply) => {
      await requestPasswordReset({ db, config }, request.body.email);
      return reply.status(202).send({ message: REQUEST_ANSWER });
    },
  );

  app.post(
    '/password-resets/:resetToken',
    {
      config: { access: 'public' },
      schema: { params: ResetTokenParams, body: ResetBody, response: { 200: MessageReply } },
    },
    async (request) => {
      await resetPassword(
        { db, sessions, passwords, config },
        request.params.resetToken,
        request.body.password,
      );
      return { message: 'Your password has been reset. You can now log in.' };
    },
  );
};
