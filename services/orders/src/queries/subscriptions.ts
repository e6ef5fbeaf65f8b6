import { countDistinct, inArray } from 'drizzle-orm';
import type { OrdersDb } from '../context.ts';
import { subscriptions } from '../db/schema.ts';

/** Learners whose subscription gives access now (the statuses `isActive` accepts). */
export const subscriberCount = async (db: OrdersDb) => {
  const [row] = await db
    .select({ count: countDistinct(subscriptions.userId) })
    .from(subscriptions)
    .where(inArray(subscriptions.status, ['active', 'trialing']));
  return row?.count ?? 0;
};
