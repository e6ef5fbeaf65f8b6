import type { EventData, EventEnvelope, orders } from '@academy/contracts';
import type { Executor } from '@academy/kit';
import { sql } from 'drizzle-orm';
import { subscriptionRenewals } from '../../db/schema.ts';

/**
 * orders.subscription.changed.v1: keeps each subscription's newest state (by `version`, whatever order
 * deliveries arrive in) for the reminder before a yearly renewal.
 */
export const trackSubscriptionRenewal = async (
  { data }: EventEnvelope<EventData<typeof orders.subscriptionChanged>>,
  tx: Executor,
) => {
  const state = {
    userId: data.userId,
    plan: data.plan,
    billingCycle: data.billingCycle,
    currentPeriodEnd: data.currentPeriodEnd ? new Date(data.currentPeriodEnd) : null,
    renews: data.active && !data.cancelAtPeriodEnd,
    version: data.version,
  };
  await tx
    .insert(subscriptionRenewals)
    .values({ subscriptionId: data.subscriptionId, ...state })
    .onConflictDoUpdate({
      target: subscriptionRenewals.subscriptionId,
      set: state,
      setWhere: sql`${subscriptionRenewals.version} < ${data.version}`,
    });
};
