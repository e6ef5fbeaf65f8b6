import { type BillingCycle, orders as events } from '@academy/contracts';
import { enqueueEvent, upsert } from '@academy/kit';
import { eq } from 'drizzle-orm';
import type { OrdersContext, OrdersTx } from '../context.ts';
import { chosenBillingCycles } from '../db/schema.ts';
import { lockNewestSubscription, lockSubscriber } from '../db/subscription-records.ts';
import { isLive } from '../domain/subscription.ts';
import { changeSubscriptionCycle } from './change-billing-cycle.ts';

/**
 * Keeps the cycle a learner chose for their next subscription and announces it
 * (`orders.cycle.chosen.v1`, so the account's copy shows it), inside the caller's transaction.
 */
export const keepChosenBillingCycle = async (tx: OrdersTx, userId: string, billingCycle: BillingCycle) => {
  const chosen = { billingCycle, chosenAt: new Date() };
  await upsert(tx, chosenBillingCycles, chosenBillingCycles.userId, { userId, ...chosen }, chosen);
  await enqueueEvent(tx, events.billingCycleChosen, { userId, billingCycle });
};

/**
 * A learner chooses a billing cycle. With a live subscription it is that subscription's: changed on it
 * (priced first, so it may be refused, and then nothing changes; see `changeSubscriptionCycle`).
 * Without one it cannot be refused: it is kept as the cycle the next subscription starts at. Answers
 * which of the two happened and the subscription as it now is (null for the next one).
 */
export const chooseBillingCycle = (
  context: Pick<OrdersContext, 'db' | 'plan' | 'stripe'>,
  userId: string,
  cycle: BillingCycle,
  prorationDate?: number,
) =>
  context.db.transaction(async (tx) => {
    await lockSubscriber(tx, userId);
    const row = await lockNewestSubscription(tx, userId);
    if (isLive(row)) {
      const subscription = await changeSubscriptionCycle(context, tx, row, cycle, prorationDate);
      return { appliedTo: 'subscription' as const, subscription };
    }
    await keepChosenBillingCycle(tx, userId, cycle);
    return { appliedTo: 'next' as const, subscription: null };
  });

/** The cycle the learner chose for their next subscription; Monthly when they chose none. */
export const chosenBillingCycle = async (tx: Pick<OrdersTx, 'select'>, userId: string) => {
  const [row] = await tx
    .select({ billingCycle: chosenBillingCycles.billingCycle })
    .from(chosenBillingCycles)
    .where(eq(chosenBillingCycles.userId, userId));
  return row?.billingCycle ?? 'Monthly';
};
