import { type BillingCycle, orders as events } from '@academy/contracts';
import { enqueueEvent, upsert } from '@academy/kit';
import { eq } from 'drizzle-orm';
import type { OrdersTx } from '../context.ts';
import { chosenBillingCycles } from '../db/schema.ts';

/**
 * Keeps the cycle a learner with no live subscription chose for their next one and announces it
 * (`orders.cycle.chosen.v1`, so the account's copy shows it), inside the caller's transaction.
 */
export const chooseBillingCycle = async (tx: OrdersTx, userId: string, billingCycle: BillingCycle) => {
  const chosen = { billingCycle, chosenAt: new Date() };
  await upsert(tx, chosenBillingCycles, chosenBillingCycles.userId, { userId, ...chosen }, chosen);
  await enqueueEvent(tx, events.billingCycleChosen, { userId, billingCycle });
};

/** The cycle the learner chose for their next subscription; Monthly when they chose none. */
export const chosenBillingCycle = async (tx: Pick<OrdersTx, 'select'>, userId: string) => {
  const [row] = await tx
    .select({ billingCycle: chosenBillingCycles.billingCycle })
    .from(chosenBillingCycles)
    .where(eq(chosenBillingCycles.userId, userId));
  return row?.billingCycle ?? 'Monthly';
};
