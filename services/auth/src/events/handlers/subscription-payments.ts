import type { EventData, EventEnvelope, orders } from '@academy/contracts';
import type { Executor } from '@academy/kit';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { queueMail } from '../../mail/mailbox.ts';
import { mailsIn } from '../../mail/templates.ts';

const learnerOf = async (tx: Executor, userId: string) =>
  (await tx.select().from(users).where(eq(users.id, userId)))[0];

/** orders.subscription.charged.v1: the subscription's receipt with its invoice, queued once with the event. */
export const mailSubscriptionCharged = async (
  { data }: EventEnvelope<EventData<typeof orders.subscriptionCharged>>,
  tx: Executor,
  publicUrl: string,
) => {
  const learner = await learnerOf(tx, data.userId);
  if (learner)
    await queueMail(
      tx,
      mailsIn(learner.language).subscriptionChargedMail(learner.email, learner.fullName, data, publicUrl),
    );
};

/** orders.subscription.declined.v1: the charge failed; the learner is told how to pay with another card. */
export const mailSubscriptionPaymentFailed = async (
  { data }: EventEnvelope<EventData<typeof orders.subscriptionPaymentFailed>>,
  tx: Executor,
  publicUrl: string,
) => {
  const learner = await learnerOf(tx, data.userId);
  if (learner) {
    await queueMail(
      tx,
      mailsIn(learner.language).subscriptionPaymentFailedMail(
        learner.email,
        learner.fullName,
        data,
        publicUrl,
      ),
    );
  }
};
