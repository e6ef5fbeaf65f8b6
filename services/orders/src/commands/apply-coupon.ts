import { type AuthUser, badRequest, conflict, notFound } from '@academy/kit';
import { and, eq } from 'drizzle-orm';
import type { OrdersContext, OrdersTx } from '../context.ts';
import { couponUse, lockCoupon } from '../db/coupon-records.ts';
import { linesOf, lockOrder, type OrderRow, recordStatus } from '../db/order-records.ts';
import { couponRedemptions, orderLines, orders } from '../db/schema.ts';
import { couponRefusal, discountFor, normaliseCode } from '../domain/coupon.ts';
import { paymentRefusal } from '../domain/order-status.ts';
import { sumLines } from '../domain/order-totals.ts';
import { expireCheckout } from '../stripe/expire-checkout.ts';

/**
 * Puts a coupon on the learner's unpaid order (awaiting payment, or Failed and to be paid again). Under the order's and then the coupon's row lock: the
 * rules are checked, a place is reserved (it counts against the maximum until the order is paid or can
 * no longer be paid), the lines are re-priced, and an open Checkout Session at the old amount is expired,
 * so the next payment opens one at the new amount. Applying the same coupon again changes nothing.
 */
export const applyCoupon = (context: OrdersContext, user: AuthUser, orderId: string, rawCode: string) =>
  context.db.transaction(async (tx) => {
    const code = normaliseCode(rawCode);
    const order = await lockOrder(tx, { id: orderId });
    // Only the learner who placed the order puts a coupon on it; anyone else sees no such order.
    if (!order || order.userId !== user.id) throw notFound('Order not found');
    // An order whose payment failed may be paid again, so it takes a coupon as a new one does.
    if (paymentRefusal(order)) {
      throw conflict('A coupon can only be applied to an order awaiting payment', 'NOT_AWAITING_PAYMENT');
    }
    if (order.couponCode === code) return order;
    if (order.couponCode)
      throw conflict(`Coupon ${order.couponCode} is already applied to this order`, 'HAS_COUPON');

    const { lines, discountMinor } = await reserve(tx, order, code);
    if (order.checkoutSessionId) await expireCheckout(context.stripe, order.checkoutSessionId);
    for (const line of lines) {
      await tx
        .update(orderLines)
        .set({ discountMinor: line.discountMinor })
        .where(and(eq(orderLines.orderId, order.id), eq(orderLines.courseId, line.courseId)));
    }
    const [updated] = await tx
      .update(orders)
      .set({
        amountMinor: sumLines(lines) - discountMinor,
        discountMinor,
        couponCode: code,
        checkoutSessionId: null,
      })
      .where(eq(orders.id, order.id))
      .returning();
    await recordStatus(tx, order.id, order.status, `Coupon ${code} applied`);
    return updated ?? order;
  });

const reserve = async (tx: OrdersTx, order: OrderRow, code: string) => {
  const coupon = await lockCoupon(tx, code);
  const refusal = couponRefusal(coupon, await couponUse(tx, code, order.userId, new Date()));
  if (refusal) throw conflict(refusal, 'COUPON_REFUSED');
  const lines = await linesOf(tx, order.id);
  const discount = discountFor(coupon, lines, order.currency);
  if (!discount.ok) throw badRequest(discount.reason, 'COUPON_NOT_APPLICABLE');
  // A released row of this order (an earlier reservation given back) is taken again.
  await tx
    .insert(couponRedemptions)
    .values({
      orderId: order.id,
      couponCode: code,
      userId: order.userId,
      status: 'reserved',
      discountMinor: discount.discountMinor,
    })
    .onConflictDoUpdate({
      target: couponRedemptions.orderId,
      set: {
        couponCode: code,
        status: 'reserved',
        discountMinor: discount.discountMinor,
        reservedAt: new Date(),
        settledAt: null,
      },
    });
  return {
    discountMinor: discount.discountMinor,
    lines: lines.map((line, i) => ({ ...line, discountMinor: discount.lineDiscounts[i] ?? 0 })),
  };
};
