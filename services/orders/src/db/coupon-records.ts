import { lockRow, notFound } from '@academy/kit';
import { and, count, eq, ne } from 'drizzle-orm';
import type { OrdersTx } from '../context.ts';
import { COUPON_MESSAGES, couponRefusal } from '../domain/coupon.ts';
import type { OrderRow } from './order-records.ts';
import { couponRedemptions, coupons, orderLines, orders } from './schema.ts';

export type CouponRow = typeof coupons.$inferSelect;

/**
 * The coupon, locked until the transaction ends: every reservation of a coupon queues here, so the
 * count of live redemptions read under the lock is the truth and the maximum is never passed.
 */
export const lockCoupon = async (tx: OrdersTx, code: string) => {
  const coupon = await lockRow(tx, coupons, eq(coupons.code, code));
  if (!coupon) throw notFound(COUPON_MESSAGES.notFound);
  return coupon;
};

/** Reserved and redeemed uses of the coupon, and whether this learner holds one (other than `exceptOrder`). */
export const couponUse = async (
  tx: OrdersTx,
  code: string,
  userId: string,
  now: Date,
  exceptOrder?: string,
) => {
  const live = and(eq(couponRedemptions.couponCode, code), ne(couponRedemptions.status, 'released'));
  const [total] = await tx.select({ value: count() }).from(couponRedemptions).where(live);
  const [mine] = await tx
    .select({ value: count() })
    .from(couponRedemptions)
    .where(
      and(
        live,
        eq(couponRedemptions.userId, userId),
        exceptOrder ? ne(couponRedemptions.orderId, exceptOrder) : undefined,
      ),
    );
  return { now, liveRedemptions: total?.value ?? 0, usedByLearner: (mine?.value ?? 0) > 0 };
};

const redemptionOf = (tx: OrdersTx, orderId: string) =>
  lockRow(tx, couponRedemptions, eq(couponRedemptions.orderId, orderId));

/** Gives the coupon's place back when the order can no longer be paid (cancelled, checkout expired). */
export const releaseCoupon = (tx: OrdersTx, orderId: string) =>
  tx
    .update(couponRedemptions)
    .set({ status: 'released', settledAt: new Date() })
    .where(and(eq(couponRedemptions.orderId, orderId), eq(couponRedemptions.status, 'reserved')));

/**
 * Takes the coupon's place again for an order paid again after its place was released (its checkout
 * expired). When the coupon can no longer be used, the order goes back to its full price before the
 * learner reaches Stripe's page, and the reason is kept in its history. Returns the note, if any.
 */
export const reclaimCoupon = async (tx: OrdersTx, order: OrderRow): Promise<string | null> => {
  if (!order.couponCode) return null;
  const redemption = await redemptionOf(tx, order.id);
  if (redemption?.status !== 'released') return null;
  const coupon = await lockCoupon(tx, order.couponCode);
  const refusal = couponRefusal(coupon, await couponUse(tx, coupon.code, order.userId, new Date(), order.id));
  if (!refusal) {
    await tx
      .update(couponRedemptions)
      .set({ status: 'reserved', reservedAt: new Date(), settledAt: null })
      .where(eq(couponRedemptions.orderId, order.id));
    return null;
  }
  await tx
    .update(orders)
    .set({ amountMinor: order.amountMinor + order.discountMinor, discountMinor: 0, couponCode: null })
    .where(eq(orders.id, order.id));
  await tx.update(orderLines).set({ discountMinor: 0 }).where(eq(orderLines.orderId, order.id));
  return `Coupon ${coupon.code} removed (${refusal.toLowerCase()}): full price`;
};

/**
 * Counts the coupon as redeemed when its order is paid. A payment can only arrive for a live
 * reservation: a place is released only once the order's Checkout Session is expired, and Stripe takes
 * no payment on an expired session. Should one arrive anyway, the place is taken again if there is one;
 * if not, the money taken is honoured and the order's history says the discount passed the limit.
 */
export const confirmCoupon = async (tx: OrdersTx, order: OrderRow): Promise<string | null> => {
  if (!order.couponCode) return null;
  const redemption = await redemptionOf(tx, order.id);
  if (redemption?.status === 'reserved') {
    await tx
      .update(couponRedemptions)
      .set({ status: 'redeemed', settledAt: new Date() })
      .where(eq(couponRedemptions.orderId, order.id));
    return null;
  }
  if (!redemption || redemption.status === 'redeemed') return null;
  const coupon = await lockCoupon(tx, order.couponCode);
  const use = await couponUse(tx, coupon.code, order.userId, new Date(), order.id);
  const full = use.liveRedemptions >= coupon.maxRedemptions;
  await tx
    .update(couponRedemptions)
    .set({ status: full ? 'released' : 'redeemed', settledAt: new Date() })
    .where(eq(couponRedemptions.orderId, order.id));
  return full
    ? `Paid with coupon ${coupon.code} after its last place was taken: discount beyond its limit`
    : null;
};
