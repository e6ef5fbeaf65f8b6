import {
  SupportConversationListReply,
  SupportConversationParams,
  SupportConversationReply,
  SupportMessageBody,
  SupportMessageReply,
} from '@academy/contracts';
import { type App, type AuthUser, notFound, withUser } from '@academy/kit';
import { markSupportRead } from '../../commands/mark-support-read.ts';
import { postSupportMessage } from '../../commands/post-support-message.ts';
import type { SupportContext } from '../../context.ts';
import { assertMayOpenConversation } from '../../domain/support.ts';
import {
  conversationOwner,
  conversationSummaries,
  learnerConversation,
} from '../../queries/support-conversations.ts';

/**
 * In-app support: a learner writes to support and reads the replies in their one conversation;
 * administrators list conversations with unread counts, read one and reply.
 */
export const registerSupportRoutes = (app: App, { db, guards }: SupportContext) => {
  const signedIn = { onRequest: guards.user };

  /** The conversation read by `user` (marked read for their side). */
  const readConversation = async (user: AuthUser, learnerId: string) => {
    const conversation = await learnerConversation(db, learnerId);
    if (conversation.id) await markSupportRead(db, conversation.id, user.role);
    return { conversation };
  };
  const ownerOf = async (user: AuthUser, conversationId: string) => {
    const learnerId = await conversationOwner(db, conversationId);
    if (!learnerId) throw notFound('Conversation not found');
    assertMayOpenConversation(user, learnerId);
    return learnerId;
  };

  app.get(
    '/support/conversation',
    { ...signedIn, schema: { response: { 200: SupportConversationReply } } },
    withUser((request) => readConversation(request.user, request.user.id)),
  );

  app.post(
    '/support/conversation/messages',
    { ...signedIn, schema: { body: SupportMessageBody, response: { 201: SupportMessageReply } } },
    withUser(async (request, reply) => {
      const { user } = request;
      const posted = await postSupportMessage(db, {
        learnerId: user.id,
        authorId: user.id,
        authorRole: 'USER',
        body: request.body.body,
      });
      return reply.status(201).send(toReply(posted));
    }),
  );

  app.get(
    '/support/conversations',
    { onRequest: guards.role('ADMIN'), schema: { response: { 200: SupportConversationListReply } } },
    async () => ({ conversations: await conversationSummaries(db) }),
  );

  app.get(
    '/support/conversations/:id',
    {
      ...signedIn,
      schema: { params: SupportConversationParams, response: { 200: SupportConversationReply } },
    },
    withUser(async (request) =>
      readConversation(request.user, await ownerOf(request.user, request.params.id)),
    ),
  );

  app.post(
    '/support/conversations/:id/messages',
    {
      ...signedIn,
      schema: {
        params: SupportConversationParams,
        body: SupportMessageBody,
        response: { 201: SupportMessageReply },
      },
    },
    withUser(async (request, reply) => {
      const { user } = request;
      const learnerId = await ownerOf(user, request.params.id);
      const posted = await postSupportMessage(db, {
        learnerId,
        authorId: user.id,
        authorRole: user.role,
        body: request.body.body,
      });
      return reply.status(201).send(toReply(posted));
    }),
  );
};

const toReply = ({ conversationId, message }: Awaited<ReturnType<typeof postSupportMessage>>) => ({
  conversationId,
  message: {
    id: message.id,
    authorRole: message.authorRole,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
  },
});
