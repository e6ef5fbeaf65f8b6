import { type EventData, type EventEnvelope, learning, type orders } from '@academy/contracts';
import { correlationIdOf, type Executor, enqueueEvents, lockRow } from '@academy/kit';
import { and, eq } from 'drizzle-orm';
import { enrolments, subscriptions } from '../../db/schema.ts';
import { isNewer } from '../../domain/enrolment-access.ts';
import { isSubscribed } from '../../queries/subscriptions.ts';

/**
 * orders.subscription.changed.v1: keeps whether the learner's subscription gives access (the newest
 * version wins). When it stops and no other subscription of the learner is active, the courses
 * enrolled through it close, each announced as learning.enrolment.revoked.v1; courses bought outright
 * or free stay open, completions and attempts stay as history.
 */
export const keepSubscription = async (
  envelope: EventEnvelope<EventData<typeof orders.subscriptionChanged>>,
  tx: Executor,
) => {
  const { subscriptionId, userId, active, version } = envelope.data;
  const kept = await lockRow(tx, subscriptions, eq(subscriptions.subscriptionId, subscriptionId));
  if (!isNewer(kept, envelope.data)) return;
  const state = { userId, active, version, updatedAt: new Date() };
  await tx
    .insert(subscriptions)
    .values({ subscriptionId, ...state })
    .onConflictDoUpdate({ target: subscriptions.subscriptionId, set: state });
  if (active || (await isSubscribed(tx, userId))) return;
  const closed = await tx
    .delete(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.source, 'subscription')))
    .returning({ courseId: enrolments.courseId });
  await enqueueEvents(
    tx,
    learning.enrolmentRevoked,
    closed.map(({ courseId }) => ({
      data: { userId, courseId, reason: 'subscription-ended' as const },
      correlationId: correlationIdOf(envelope),
    })),
  );
};
