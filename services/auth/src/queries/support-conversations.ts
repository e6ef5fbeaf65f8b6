import type { SupportConversation, SupportConversationSummary, SupportMessage } from '@academy/contracts';
import { notFound } from '@academy/kit';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../context.ts';
import { supportConversations, supportMessages, users } from '../db/schema.ts';

type AuthDb = AuthContext['db'];

const toMessage = (row: typeof supportMessages.$inferSelect): SupportMessage => ({
  id: row.id,
  authorRole: row.authorRole,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** A learner's conversation with all its messages; before the first message it has no id. */
export const learnerConversation = async (db: AuthDb, learnerId: string): Promise<SupportConversation> => {
  const [learner] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, learnerId));
  if (!learner) throw notFound('User not found');
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
    learnerName: learner.fullName,
    messages: messages.map(toMessage),
  };
};

/** Whose conversation an id names (undefined: there is none). */
export const conversationOwner = async (db: AuthDb, conversationId: string) => {
  const [row] = await db
    .select({ learnerId: supportConversations.learnerId })
    .from(supportConversations)
    .where(eq(supportConversations.id, conversationId));
  return row?.learnerId;
};

/** Every conversation with its learner, last message and unread learner messages, newest first. */
export const conversationSummaries = async (db: AuthDb): Promise<SupportConversationSummary[]> => {
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
      learnerName: users.fullName,
      learnerEmail: users.email,
      lastMessage: sql<string | null>`(${last})`,
      lastMessageAt: supportConversations.lastMessageAt,
      unreadCount: sql<number>`(SELECT count(*)::int FROM ${supportMessages} m
        WHERE m.conversation_id = ${supportConversations.id} AND m.author_role = 'USER'
          AND m.id > ${supportConversations.adminReadMessageId})`,
    })
    .from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.learnerId))
    .orderBy(sql`${supportConversations.lastMessageAt} DESC NULLS LAST`);
  return rows.map((row) => ({ ...row, lastMessageAt: row.lastMessageAt?.toISOString() ?? null }));
};
