import type {
  SupportConversationListReply,
  SupportConversationReply,
  SupportMessageBody,
  SupportMessageReply,
} from '@academy/contracts';
import type { FastifyRequest } from 'fastify';
import { createServiceClient } from './http.ts';

/** The auth service's support conversations; the service decides who may read which. */
export const createSupportClient = (authUrl: string) => {
  const { call } = createServiceClient('auth', authUrl);
  return {
    myConversation: (from: FastifyRequest) =>
      call<SupportConversationReply>({ path: '/support/conversation', from }),
    postMine: (body: SupportMessageBody, from: FastifyRequest) =>
      call<SupportMessageReply>({ method: 'POST', path: '/support/conversation/messages', json: body, from }),
    conversations: (from: FastifyRequest) =>
      call<SupportConversationListReply>({ path: '/support/conversations', from }),
    conversation: (id: string, from: FastifyRequest) =>
      call<SupportConversationReply>({ path: `/support/conversations/${id}`, from }),
    reply: (id: string, body: SupportMessageBody, from: FastifyRequest) =>
      call<SupportMessageReply>({
        method: 'POST',
        path: `/support/conversations/${id}/messages`,
        json: body,
        from,
      }),
  };
};
