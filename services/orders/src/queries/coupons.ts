import type { Coupon, ValidateCouponReply } from '@academy/contracts';
import { badRequest, conflict, notFound } from '@academy/kit';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { OrdersDb } from '../context.ts';
import { type CouponRow, couponUse } from '../db/coupon-records.ts';
import { linesOf } from '../db/order-records.ts';
import { couponRedemptions, coupons, orders } from '../db/schema.ts';
import { COUPON_MESSAGES, couponRefusal, discountFor, normaliseCode } from '../domain/coupon.ts';
import { sumLines } from '../domain/order-totals.ts';

export const toCoupon = (row: CouponRow, counts = { redemptions: 0, reserved: 0 }): Coupon => ({
  code: row.code,
  percentOff: row.percentOff,
  amountOffMinor: row.amountOffMinor,
  currency: row.currency,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  maxRedemptions: row.maxRedemptions,
  courseIds: row.courseIds,
  disabled: row.disabledAt !== null,
  ...counts,
  createdAt: row.createdAt.toISOString(),
});

/** Every coupon, newest first, with how many paid orders used it and how many await payment. */
export const listCoupons = async (db: OrdersDb): Promise<Coupon[]> => {
  const counted = (status: 'redeemed' | 'reserved') =>
    sql<number>`count(*) filter (where ${couponRedemptions.status} = ${status})`.mapWith(Number);
  const rows = await db
    .select({ coupon: coupons, redemptions: counted('redeemed'), reserved: counted('reserved') })
    .from(coupons)
    .leftJoin(couponRedemptions, eq(couponRedemptions.couponCode, coupons.code))
    .groupBy(coupons.code)
    .orderBy(desc(coupons.createdAt), coupons.code);
  return rows.map(({ coupon, redemptions, reserved }) => toCoupon(coupon, { redemptions, reserved }));
};

/**
 * Whether the learner could use the coupon now, refusing as applying would; with an order of theirs,
 * also what it would take off it. Nothing is reserved.
 */
export const validateCoupon = async (
  db: OrdersDb,
  input: { code: string; userId: string; orderId?: string | undefined },
): Promise<ValidateCouponReply> => {
  const code = normaliseCode(input.code);
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code));
  if (!coupon) throw notFound(COUPON_MESSAGES.notFound);
  const refusal = couponRefusal(
    coupon,
    await db.transaction((tx) => couponUse(tx, code, input.userId, new Date(), input.orderId)),
  );
  if (refusal) throw conflict(refusal, 'COUPON_REFUSED');
  const { percentOff, amountOffMinor, currency, courseIds, expiresAt } = toCoupon(coupon);
  const terms = { code, percentOff, amountOffMinor, currency, courseIds, expiresAt };
  if (!input.orderId) return { message: 'Coupon is valid', coupon: terms, order: null };

  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.userId, input.userId)));
  if (!order) throw notFound('Order not found');
  const lines = await db.transaction((tx) => linesOf(tx, order.id));
  const discount = discountFor(coupon, lines, order.currency);
  if (!discount.ok) throw badRequest(discount.reason, 'COUPON_NOT_APPLICABLE');
  const originalAmount = sumLines(lines);
  return {
    message: 'Coupon is valid',
    coupon: terms,
    order: {
      originalAmount,
      discount: discount.discountMinor,
      amount: originalAmount - discount.discountMinor,
      currency: order.currency,
    },
  };
};
