import { learning } from '@academy/contracts';
import { type Executor, enqueueEvent } from '@academy/kit';
import { and, eq } from 'drizzle-orm';
import { activities, contentCompletions } from '../db/schema.ts';

export const NOT_ENROLLED = 'You are not enrolled in this course';

/**
 * Marks one content item complete inside the caller's transaction. Completing it again keeps the
 * first completion and publishes nothing.
 */
export const completeContent = async (
  tx: Executor,
  input: {
    userId: string;
    courseId: number;
    contentId: number;
    kind: 'document' | 'video' | 'quiz';
    title: string;
  },
  correlationId?: string,
) => {
  const { userId, courseId, contentId, kind } = input;
  const [created] = await tx
    .insert(contentCompletions)
    .values({ userId, courseId, contentId, kind })
    .onConflictDoNothing()
    .returning();
  if (created) {
    await tx.insert(activities).values({
      userId,
      type: 'content_completed',
      title: input.title,
      courseId,
      occurredAt: created.completedAt,
    });
    await enqueueEvent(tx, learning.contentCompleted, { userId, courseId, contentId, kind }, correlationId);
    return { completion: created, created: true };
  }
  const [existing] = await tx
    .select()
    .from(contentCompletions)
    .where(and(eq(contentCompletions.userId, userId), eq(contentCompletions.contentId, contentId)));
  if (!existing) throw new Error('completion vanished');
  return { completion: existing, created: false };
};
