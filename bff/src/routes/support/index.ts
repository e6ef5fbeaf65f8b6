import {
  SupportConversationListReply,
  SupportConversationParams,
  SupportConversationReply,
  SupportMessageBody,
  SupportMessageReply,
} from '@academy/contracts';
import type { App } from '@academy/kit';
import { createSupportClient } from '../../clients/support.ts';
import type { BffContext } from '../../context.ts';

const tags = ['support'];

/**
 * The help menu's live chat: the learner's conversation with support (polled while the chat is
 * open) and the admin console's inbox. Admin paths are refused here already; the auth service also
 * hides other learners' conversations (404).
 */
export const registerSupportRoutes = (api: App, { guards, config }: BffContext) => {
  const support = createSupportClient(config.AUTH_URL);
  const signedIn = { preHandler: guards.user };
  const admin = { preHandler: guards.role('ADMIN') };

  api.get(
    '/support/conversation',
    { ...signedIn, schema: { tags, response: { 200: SupportConversationReply } } },
    (request) => support.myConversation(request),
  );

  api.post(
    '/support/conversation/messages',
    { ...signedIn, schema: { tags, body: SupportMessageBody, response: { 201: SupportMessageReply } } },
    async (request, reply) => reply.status(201).send(await support.postMine(request.body, request)),
  );

  api.get(
    '/support/conversations',
    { ...admin, schema: { tags, response: { 200: SupportConversationListReply } } },
    (request) => support.conversations(request),
  );

  api.get(
    '/support/conversations/:id',
    {
      ...admin,
      schema: { tags, params: SupportConversationParams, response: { 200: SupportConversationReply } },
    },
    (request) => support.conversation(request.params.id, request),
  );

  api.post(
    '/support/conversations/:id/messages',
    {
      ...admin,
      schema: {
        tags,
        params: SupportConversationParams,
        body: SupportMessageBody,
        response: { 201: SupportMessageReply },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await support.reply(request.params.id, request.body, request)),
  );
};
