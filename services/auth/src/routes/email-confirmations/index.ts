import { AddressConfirmationParams, MessageReply } from '@academy/contracts';
import type { App } from '@academy/kit';
import { confirmAddress, ResendTooSoon, resendConfirmation } from '../../commands/confirm-address.ts';
import type { AuthContext } from '../../context.ts';
import { ownAccount } from '../params.ts';

/** Confirming the account's address: the mailed link (no login needed), and "send again" from the profile. */
export const registerEmailConfirmationRoutes = (app: App, { db, config, guards }: AuthContext) => {
  app.post(
    '/email-confirmations/:token',
    {
      config: { access: 'public' },
      schema: { params: AddressConfirmationParams, response: { 200: MessageReply } },
    },
    async (request) => ({
      message: `Thank you: ${await confirmAddress(db, request.params.token)} is confirmed.`,
    }),
  );

  app.post(
    '/users/:id/email-confirmation',
    ownAccount(guards, { response: { 200: MessageReply } }),
    async (request, reply) => {
      try {
        const email = await resendConfirmation(db, request.params.id, config.PUBLIC_URL);
        return { message: `We sent a new confirmation link to ${email}.` };
      } catch (error) {
        if (error instanceof ResendTooSoon) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );
};
