import type { Subscription } from '@academy/contracts';
import { lockName, lockRow } from '@academy/kit';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { OrdersTx } from '../context.ts';
import { isActive } from '../domain/subscription.ts';
import { subscriptions } from './schema.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** One subscription change per learner at a time: two clicks queue here rather than race. */
export const lockSubscriber = (tx: OrdersTx, userId: string) => lockName(tx, `subscriptions:${userId}`);

/** The learner's newest subscription row, pending ones included, locked until the transaction ends. */
export const lockNewestSubscription = async (tx: OrdersTx, userId: string) => {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1)
    .for('update');
  return row;
};

/** The learner's newest subscription Stripe knows of (a checkout left unpaid is none). */
export const newestStripeSubscription = async (tx: Pick<OrdersTx, 'select'>, userId: string) => {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.stripeSubscriptionId)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row;
};

/** The row a Stripe subscription belongs to: by its id once linked, else by the id in its metadata. */
export const lockSubscriptionOf = async (
  tx: OrdersTx,
  stripeSubscriptionId: string,
  metadataId: string | undefined,
) => {
  const linked = await lockRow(
    tx,
    subscriptions,
    eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId),
  );
  if (linked || !metadataId || !/^[0-9a-f-]{36}$/i.test(metadataId)) return linked;
  return lockRow(tx, subscriptions, eq(subscriptions.id, metadataId));
};

/** The reply shape shared by every subscription route. */
export const toSubscription = (row: SubscriptionRow): Subscription => ({
  subscription_id: row.id,
  plan: row.plan,
  billingCycle: row.billingCycle,
  status: row.status,
  active: isActive(row.status),
  currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
});
