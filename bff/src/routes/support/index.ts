import * as http from '@academy/contracts/http';
import type { App } from '@academy/kit';
import { createSupportClient } from '../../clients/support.ts';
import type { BffContext } from '../../context.ts';
import { routeTable } from '../route-table.ts';

/**
 * The help menu's live chat: the learner's conversation with support (polled while the chat is
 * open) and the admin console's inbox. Admin paths are refused here already; the support service also
 * hides other learners' conversations (404).
 */
export const registerSupportRoutes = (api: App, { guards, config }: BffContext) => {
  const support = createSupportClient(config.SUPPORT_URL);
  const tags = ['support'];
  const signedIn = routeTable(api, { tags, guard: guards.user });
  const admin = routeTable(api, { tags, guard: guards.role('ADMIN') });

  signedIn.get('/support/conversation', { reply: http.SupportConversationReply }, (request) =>
    support.myConversation(request),
  );
  signedIn.create(
    '/support/conversation/messages',
    { body: http.SupportMessageBody, reply: http.SupportMessageReply },
    (request) => support.postMine(request.body, request),
  );
  admin.get('/support/conversations', { reply: http.SupportConversationListReply }, (request) =>
    support.conversations(request),
  );
  admin.get(
    '/support/conversations/:id',
    { params: http.SupportConversationParams, reply: http.SupportConversationReply },
    (request) => support.conversation(request.params.id, request),
  );
  admin.create(
    '/support/conversations/:id/messages',
    {
      params: http.SupportConversationParams,
      body: http.SupportMessageBody,
      reply: http.SupportMessageReply,
    },
    (request) => support.reply(request.params.id, request.body, request),
  );
};
