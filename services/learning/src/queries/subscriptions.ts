import type { Executor } from '@academy/kit';
import { and, eq } from 'drizzle-orm';
import { subscriptions } from '../db/schema.ts';

/** Whether the learner holds an active All Access subscription, as the last events said. */
export const isSubscribed = async (db: Pick<Executor, 'select'>, userId: string) => {
  const [found] = await db
    .select({ id: subscriptions.subscriptionId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.active, true)))
    .limit(1);
  return Boolean(found);
};
