import type { Role } from '@academy/contracts';
import { notFound } from '@academy/kit';
import { eq, sql } from 'drizzle-orm';
import type { SupportDb } from '../context.ts';
import { supportConversations, supportMessages } from '../db/schema.ts';
import { supportMessageText } from '../domain/support.ts';

/**
 * Adds a message to a learner's conversation in one transaction, opening the conversation with the
 * learner's first message. The writer has read everything up to their own message.
 */
export const postSupportMessage = async (
  db: SupportDb,
  input: { learnerId: string; authorId: string; authorRole: Role; body: string },
) => {
  const body = supportMessageText(input.body);
  return db.transaction(async (tx) => {
    const [conversation] =
      input.authorRole === 'USER'
        ? await tx
            .insert(supportConversations)
            .values({ learnerId: input.learnerId })
            .onConflictDoUpdate({
              target: supportConversations.learnerId,
              set: { learnerId: input.learnerId },
            })
            .returning({ id: supportConversations.id })
        : await tx
            .select({ id: supportConversations.id })
            .from(supportConversations)
            .where(eq(supportConversations.learnerId, input.learnerId))
            .for('update');
    if (!conversation) throw notFound('Conversation not found');
    const [message] = await tx
      .insert(supportMessages)
      .values({
        conversationId: conversation.id,
        authorId: input.authorId,
        authorRole: input.authorRole,
        body,
      })
      .returning();
    if (!message) throw new Error('insert returned no message');
    const readBy =
      input.authorRole === 'USER'
        ? { learnerReadMessageId: sql`GREATEST(${supportConversations.learnerReadMessageId}, ${message.id})` }
        : { adminReadMessageId: sql`GREATEST(${supportConversations.adminReadMessageId}, ${message.id})` };
    await tx
      .update(supportConversations)
      .set({ lastMessageAt: message.createdAt, ...readBy })
      .where(eq(supportConversations.id, conversation.id));
    return { conversationId: conversation.id, message };
  });
};
