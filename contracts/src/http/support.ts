import { type Static, Type } from 'typebox';
import { Closed, Nullable, Role } from './common.ts';

const DateTime = Type.String({ format: 'date-time' });

/** One message of a support conversation; `authorRole` says whether the learner or support wrote it. */
export const SupportMessage = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  authorRole: Role,
  body: Type.String(),
  createdAt: DateTime,
});
export type SupportMessage = Static<typeof SupportMessage>;

/** The learner's conversation with support (no id yet before the first message). */
export const SupportConversation = Type.Object({
  id: Nullable(Type.String({ format: 'uuid' })),
  learnerId: Type.String({ format: 'uuid' }),
  learnerName: Type.String(),
  messages: Type.Array(SupportMessage),
});
export type SupportConversation = Static<typeof SupportConversation>;
export const SupportConversationReply = Type.Object({ conversation: SupportConversation });
export type SupportConversationReply = Static<typeof SupportConversationReply>;

export const SupportConversationParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** 1 to 2000 characters once surrounding white space is trimmed. */
export const SupportMessageBody = Closed({ body: Type.String({ minLength: 1, maxLength: 2000 }) });
export type SupportMessageBody = Static<typeof SupportMessageBody>;
export const SupportMessageReply = Type.Object({ message: SupportMessage, conversationId: Type.String() });
export type SupportMessageReply = Static<typeof SupportMessageReply>;

/** The admin console's list: newest activity first, with the learner messages support has not read. */
export const SupportConversationSummary = Type.Object({
  id: Type.String({ format: 'uuid' }),
  learnerId: Type.String({ format: 'uuid' }),
  learnerName: Type.String(),
  learnerEmail: Type.String(),
  lastMessage: Nullable(Type.String()),
  lastMessageAt: Nullable(DateTime),
  unreadCount: Type.Integer({ minimum: 0 }),
});
export type SupportConversationSummary = Static<typeof SupportConversationSummary>;
export const SupportConversationListReply = Type.Object({
  conversations: Type.Array(SupportConversationSummary),
});
export type SupportConversationListReply = Static<typeof SupportConversationListReply>;
