import {
  MailUnsubscribeBody,
  MailUnsubscribeParams,
  MailUnsubscribeReply,
  MessageReply,
} from '@academy/contracts';
import { type App, badRequest } from '@academy/kit';
import { setMailPreference } from '../../commands/set-mail-preference.ts';
import type { AuthContext } from '../../context.ts';
import { createUnsubscribeSigner, PREFERENCE_LABELS } from '../../mail/unsubscribe-links.ts';
import { findUserById } from '../../queries/users.ts';

const schema = { params: MailUnsubscribeParams, response: { 200: MailUnsubscribeReply } };

/**
 * The unsubscribe links of non-essential mails: no login, the signed token is the permission. The web
 * page reads the setting and turns it off or back on (PUT); mail programs' one-click unsubscribe
 * (RFC 8058, through the BFF) is the POST, which only ever turns it off.
 */
export const registerUnsubscribeRoutes = (app: App, { db, config }: AuthContext) => {
  const signer = createUnsubscribeSigner(config.JWT_PRIVATE_KEY);
  const linkOf = (token: string) => {
    const link = signer.read(token);
    if (!link) throw badRequest('This unsubscribe link is not valid', 'INVALID_UNSUBSCRIBE_LINK');
    return link;
  };
  const replyFor = (preference: keyof typeof PREFERENCE_LABELS, subscribed: boolean, message: string) => ({
    preference,
    label: PREFERENCE_LABELS[preference],
    subscribed,
    message,
  });

  app.get('/unsubscribes/:token', { config: { access: 'public' }, schema }, async (request) => {
    const { userId, preference } = linkOf(request.params.token);
    const user = await findUserById(db, userId);
    return replyFor(preference, user.preferences[preference], 'Setting loaded');
  });

  app.put(
    '/unsubscribes/:token',
    { config: { access: 'public' }, schema: { ...schema, body: MailUnsubscribeBody } },
    async (request) => {
      const { userId, preference } = linkOf(request.params.token);
      const subscribed = await setMailPreference(db, userId, preference, request.body.subscribed);
      const label = PREFERENCE_LABELS[preference];
      return replyFor(
        preference,
        subscribed,
        subscribed
          ? `You will get ${label} e-mails again.`
          : `You will no longer get ${label} e-mails. Security and account e-mails still come.`,
      );
    },
  );

  app.post(
    '/unsubscribes/:token',
    {
      config: { access: 'public' },
      schema: { params: MailUnsubscribeParams, response: { 200: MessageReply } },
    },
    async (request) => {
      const { userId, preference } = linkOf(request.params.token);
      await setMailPreference(db, userId, preference, false);
      return { message: `Unsubscribed from ${PREFERENCE_LABELS[preference]} e-mails` };
    },
  );
};
