import type { EventData, EventEnvelope, orders } from '@academy/contracts';
import { type EventHandler, type Executor, keepUserCopy } from '@academy/kit';
import { billingCycles } from '../../db/schema.ts';

type CycleEvent = Pick<
  EventEnvelope<Pick<EventData<typeof orders.billingCycleChosen>, 'userId' | 'billingCycle'>>,
  'data' | 'occurredAt'
>;

/**
 * Keeps the learner's billing cycle as orders announced it, unless a newer announcement is already
 * kept: a redelivered or late older event never brings back a cycle the learner has left.
 */
const keepBillingCycle = async (tx: Executor, { data, occurredAt }: CycleEvent) => {
  await keepUserCopy(
    tx,
    billingCycles,
    { userId: data.userId, occurredAt },
    { billingCycle: data.billingCycle },
  );
};

/** orders.subscription.changed.v1: the cycle the learner's subscription is billed at. */
export const keepSubscriptionCycle: EventHandler<typeof orders.subscriptionChanged> = (envelope, tx) =>
  keepBillingCycle(tx, envelope);

/** orders.cycle.chosen.v1: the cycle a learner without a subscription chose for the next one. */
export const keepChosenCycle: EventHandler<typeof orders.billingCycleChosen> = (envelope, tx) =>
  keepBillingCycle(tx, envelope);
