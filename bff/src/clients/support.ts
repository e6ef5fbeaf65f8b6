import type * as http from '@academy/contracts/http';
import type { FastifyRequest } from 'fastify';
import { createServiceClient } from './http.ts';

/** The support service's conversations; the service decides who may read which. */
export const createSupportClient = (baseUrl: string) => {
  const { get, json } = createServiceClient('support', baseUrl);
  return {
    myConversation: (from: FastifyRequest) =>
      get<http.SupportConversationReply>('/support/conversation', from),
    postMine: (body: http.SupportMessageBody, from: FastifyRequest) =>
      json<http.SupportMessageReply>('POST', '/support/conversation/messages', from, body),
    conversations: (from: FastifyRequest) =>
      get<http.SupportConversationListReply>('/support/conversations', from),
    conversation: (id: string, from: FastifyRequest) =>
      get<http.SupportConversationReply>(`/support/conversations/${id}`, from),
    reply: (id: string, body: http.SupportMessageBody, from: FastifyRequest) =>
      json<http.SupportMessageReply>('POST', `/support/conversations/${id}/messages`, from, body),
  };
};
