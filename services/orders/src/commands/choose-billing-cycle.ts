import { type BillingCycle, orders as events } from '@academy/contracts';
import { conflict, enqueueEvent, upsert } from '@academy/kit';
import { eq } from 'drizzle-orm';
import type { OrdersContext, OrdersTx } from '../context.ts';
import { chosenBillingCycles } from '../db/schema.ts';
import { lockNewestSubscription, lockSubscriber } from '../db/subscription-records.ts';
import { isLive } from '../domain/subscription.ts';

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
 * A learner without a live subscription chooses the cycle their next one starts at. One with a live
 * subscription gets a 409: its cycle changes on the subscription, priced first.
 */
export const chooseNextBillingCycle = (
  { db }: Pick<OrdersContext, 'db'>,
  userId: string,
  cycle: BillingCycle,
) =>
  db.transaction(async (tx) => {
    await lockSubscriber(tx, userId);
    if (isLive(await lockNewestSubscription(tx, userId)))
      throw conflict('Your subscription has its cycle: switch it from the price shown first', 'SUBSCRIBED');
    await keepChosenBillingCycle(tx, userId, cycle);
  });

/** The cycle the learner chose for their next subscription; Monthly when they chose none. */
export const chosenBillingCycle = async (tx: Pick<OrdersTx, 'select'>, userId: string) => {
  const [row] = await tx
    .select({ billingCycle: chosenBillingCycles.billingCycle })
    .from(chosenBillingCycles)
    .where(eq(chosenBillingCycles.userId, userId));
  return row?.billingCycle ?? 'Monthly';
};
