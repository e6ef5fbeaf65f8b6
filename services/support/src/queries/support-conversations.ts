import type { SupportConversation, SupportConversationSummary, SupportMessage } from '@academy/contracts';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { SupportDb } from '../context.ts';
import { learners, supportConversations, supportMessages } from '../db/schema.ts';

const toMessage = (row: typeof supportMessages.$inferSelect): SupportMessage => ({
  id: row.id,
  authorRole: row.authorRole,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The learner's name and e-mail address from the copy of auth's accounts; empty until auth's announcement
 * of the account has arrived (a conversation may open first).
 */
const learnerName = sql<string>`COALESCE(${learners.fullName}, '')`;
const learnerEmail = sql<string>`COALESCE(${learners.email}, '')`;

/** A learner's conversation with all its messages; before the first message it has no id. */
export const learnerConversation = async (db: SupportDb, learnerId: string): Promise<SupportConversation> => {
  const [learner] = await db
    .select({ fullName: learners.fullName })
    .from(learners)
    .where(eq(learners.userId, learnerId));
  const [conversation] = await db
    .select({ id: supportConversations.id })
    .from(supportConversations)
    .where(eq(supportConversations.learnerId, learnerId));
  const messages = conversation
    ? await db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.conversationId, conversation.id))
        .orderBy(asc(supportMessages.id))
    : [];
  return {
    id: conversation?.id ?? null,
    learnerId,
    learnerName: learner?.fullName ?? '',
    messages: messages.map(toMessage),
  };
};

/** Whose conversation an id names (undefined: there is none). */
export const conversationOwner = async (db: SupportDb, conversationId: string) => {
  const [row] = await db
    .select({ learnerId: supportConversations.learnerId })
    .from(supportConversations)
    .where(eq(supportConversations.id, conversationId));
  return row?.learnerId;
};

/** Every conversation with its learner, last message and unread learner messages, newest first. */
export const conversationSummaries = async (db: SupportDb): Promise<SupportConversationSummary[]> => {
  const last = db
    .select({ body: supportMessages.body })
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, supportConversations.id))
    .orderBy(desc(supportMessages.id))
    .limit(1);
  const rows = await db
    .select({
      id: supportConversations.id,
      learnerId: supportConversations.learnerId,
      learnerName,
      learnerEmail,
      lastMessage: sql<string | null>`(${last})`,
      lastMessageAt: supportConversations.lastMessageAt,
      unreadCount: sql<number>`(SELECT count(*)::int FROM ${supportMessages} m
        WHERE m.conversation_id = ${supportConversations.id} AND m.author_role = 'USER'
          AND m.id > ${supportConversations.adminReadMessageId})`,
    })
    .from(supportConversations)
    .leftJoin(learners, eq(learners.userId, supportConversations.learnerId))
    .orderBy(sql`${supportConversations.lastMessageAt} DESC NULLS LAST`);
  return rows.map((row) => ({ ...row, lastMessageAt: row.lastMessageAt?.toISOString() ?? null }));
};
