import { eq, sql } from 'drizzle-orm';
import type { SupportDb } from '../context.ts';
import { supportConversations, supportMessages } from '../db/schema.ts';

/** The learner or support has seen the conversation up to its newest message. */
export const markSupportRead = async (db: SupportDb, conversationId: string, reader: 'USER' | 'ADMIN') => {
  const newest = sql`COALESCE((SELECT max(${supportMessages.id}) FROM ${supportMessages}
    WHERE ${supportMessages.conversationId} = ${conversationId}), 0)`;
  await db
    .update(supportConversations)
    .set(reader === 'USER' ? { learnerReadMessageId: newest } : { adminReadMessageId: newest })
    .where(eq(supportConversations.id, conversationId));
};
