import type {
  SupportConversationListReply,
  SupportConversationReply,
  SupportMessageBody,
  SupportMessageReply,
} from '@academy/contracts';
import { bffApi } from '../../api/bffApi.ts';
import { bodyMutation, fixedPathQuery } from '../../api/endpoint-shapes.ts';

const supportBase = bffApi.enhanceEndpoints({ addTagTypes: ['SupportConversation', 'SupportInbox'] });

/** The live chat with support (the learner's side) and the admin console's support inbox. */
export const supportApi = supportBase.injectEndpoints({
  endpoints: (build) => ({
    myConversation: build.query<SupportConversationReply, void>(
      fixedPathQuery('support/conversation', 'SupportConversation'),
    ),
    sendSupportMessage: build.mutation<SupportMessageReply, SupportMessageBody>(
      bodyMutation('POST', 'support/conversation/messages', 'SupportConversation'),
    ),
    supportInbox: build.query<SupportConversationListReply, void>(
      fixedPathQuery('support/conversations', 'SupportInbox'),
    ),
    supportConversation: build.query<SupportConversationReply, string>({
      query: (id) => `support/conversations/${id}`,
      providesTags: (_reply, _error, id) => [{ type: 'SupportConversation', id }],
      // Reading a conversation marks it read: the inbox's unread counts change.
      onQueryStarted: async (_id, { dispatch, queryFulfilled }) => {
        await queryFulfilled.catch(() => undefined);
        dispatch(supportBase.util.invalidateTags(['SupportInbox']));
      },
    }),
    replyToSupportConversation: build.mutation<SupportMessageReply, { id: string } & SupportMessageBody>({
      query: ({ id, body }) => ({
        url: `support/conversations/${id}/messages`,
        method: 'POST',
        body: { body },
      }),
      invalidatesTags: (_reply, _error, { id }) => [{ type: 'SupportConversation', id }, 'SupportInbox'],
    }),
  }),
});

export const {
  useMyConversationQuery,
  useSendSupportMessageMutation,
  useSupportInboxQuery,
  useSupportConversationQuery,
  useReplyToSupportConversationMutation,
} = supportApi;
