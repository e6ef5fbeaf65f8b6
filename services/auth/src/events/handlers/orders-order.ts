import type { EventData, EventEnvelope, orders } from '@academy/contracts';
import type { Executor } from '@academy/kit';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { queueMail, receiptMail } from '../../mail/mailbox.ts';

/** orders.order.paid.v1: the buyer's receipt, queued with the event's processing (so sent once). */
export const mailReceipt = async (
  { data }: EventEnvelope<EventData<typeof orders.orderPaid>>,
  tx: Executor,
  publicUrl: string,
) => {
  const [buyer] = await tx.select().from(users).where(eq(users.id, data.userId));
  if (!buyer) return;
  await queueMail(tx, receiptMail(buyer.email, buyer.fullName, data, publicUrl));
};
