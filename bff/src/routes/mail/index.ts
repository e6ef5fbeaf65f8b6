import * as http from '@academy/contracts/http';
import type { App } from '@academy/kit';
import type { BffContext } from '../../context.ts';
import { routeTable } from '../route-table.ts';

/**
 * The unsubscribe links of non-essential mails, public (the signed token is the permission): the web
 * page reads the setting and turns it off or back on; mail programs' one-click unsubscribe (RFC 8058)
 * POSTs the form body `List-Unsubscribe=One-Click`, which only ever turns it off.
 */
export const registerMailLinkRoutes = async (api: App, context: BffContext) => {
  const { auth } = context.clients;
  const open = routeTable(api, { tags: ['mail'], access: 'public' });

  open.get(
    '/mail/unsubscribe/:token',
    { params: http.MailUnsubscribeParams, reply: http.MailUnsubscribeReply },
    (request) => auth.unsubscribeSetting(request.params.token, request),
  );
  open.put(
    '/mail/unsubscribe/:token',
    { params: http.MailUnsubscribeParams, body: http.MailUnsubscribeBody, reply: http.MailUnsubscribeReply },
    (request) => auth.setUnsubscribeSetting(request.params.token, request.body, request),
  );

  // Mail programs send a small form body (RFC 8058: URL-encoded, or multipart, which the app's multipart
  // plugin already takes); what it says does not matter, the POST itself is the request. Other sites'
  // servers send it, so the CSRF check lets it by.
  await api.register(async (oneClick) => {
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    routeTable(oneClick, { tags: ['mail'], access: 'public' }).post(
      '/mail/unsubscribe/:token',
      { params: http.MailUnsubscribeParams, reply: http.MessageReply },
      (request) => auth.unsubscribeOneClick(request.params.token, request),
    );
  });
};
