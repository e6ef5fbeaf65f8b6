import { accountCopyColumns, belongsToUuid, createdAt, randomId, timestamptz } from '@academy/kit';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Learners' names and e-mail addresses as auth last announced them (auth.user.registered.v1 / updated.v1),
 * for the support inbox. `changedAt` is the event's `occurredAt`: an older state arriving later (the two
 * events have separate consumers) changes nothing.
 */
export const learners = pgTable('learners', accountCopyColumns());

/**
 * One support conversation per learner, kept between the learner and the administrators. The learner is
 * not a foreign key: a conversation may open before auth's announcement of the account has arrived.
 */
export const supportConversations = pgTable('support_conversations', {
  id: randomId(),
  learnerId: uuid('learner_id').notNull().unique(),
  lastMessageAt: timestamptz('last_message_at'),
  /** The newest message id each side has seen; what is newer from the other side is unread. */
  learnerReadMessageId: integer('learner_read_message_id').notNull().default(0),
  adminReadMessageId: integer('admin_read_message_id').notNull().default(0),
  createdAt: createdAt(),
});

export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: belongsToUuid('conversation_id', () => supportConversations.id),
    authorId: uuid('author_id').notNull(),
    authorRole: text('author_role', { enum: ['USER', 'ADMIN'] }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_messages_conversation_idx').on(t.conversationId, t.id),
    check('support_messages_body_check', sql`char_length(${t.body}) BETWEEN 1 AND 2000`),
  ],
);
