import type { EventData, EventEnvelope, orders } from '@academy/contracts';
import type { Executor } from '@academy/kit';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { queueMail } from '../../mail/mailbox.ts';
import { mailsIn } from '../../mail/templates.ts';

const buyerOf = async (tx: Executor, userId: string) =>
  (await tx.select().from(users).where(eq(users.id, userId)))[0];

/** orders.order.paid.v1: the buyer's receipt, queued with the event's processing (so sent once). */
export const mailReceipt = async (
  { data }: EventEnvelope<EventData<typeof orders.orderPaid>>,
  tx: Executor,
  publicUrl: string,
) => {
  const buyer = await buyerOf(tx, data.userId);
  if (buyer)
    await queueMail(tx, mailsIn(buyer.language).receiptMail(buyer.email, buyer.fullName, data, publicUrl));
};

/** orders.order.refunded.v1: the refund notice; like the receipt, a record of money, so always sent. */
export const mailRefund = async (
  { data }: EventEnvelope<EventData<typeof orders.orderRefunded>>,
  tx: Executor,
  publicUrl: string,
) => {
  const buyer = await buyerOf(tx, data.userId);
  if (buyer)
    await queueMail(tx, mailsIn(buyer.language).refundMail(buyer.email, buyer.fullName, data, publicUrl));
};
