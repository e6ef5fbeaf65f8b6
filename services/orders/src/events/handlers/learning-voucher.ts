import type { learning } from '@academy/contracts';
import type { EventHandler } from '@academy/kit';
import { redeemedVouchers } from '../../db/schema.ts';

/** learning.voucher.redeemed.v1: the voucher's attempts were added, so its order is no longer refunded. */
export const recordVoucherRedeemed: EventHandler<typeof learning.voucherRedeemed> = async (
  { data, occurredAt },
  tx,
) => {
  await tx
    .insert(redeemedVouchers)
    .values({ orderId: data.orderId, courseId: data.courseId, redeemedAt: new Date(occurredAt) })
    .onConflictDoNothing();
};
