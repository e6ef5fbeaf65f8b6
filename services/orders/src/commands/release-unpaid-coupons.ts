import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OrdersContext } from '../context.ts';
import { releaseCoupon } from '../db/coupon-records.ts';
import { lockOrder, recordStatus } from '../db/order-records.ts';
import { couponRedemptions } from '../db/schema.ts';

/** A Checkout Session lives 24 hours (Stripe's default, which we keep): no unpaid order holds a place longer. */
export const UNPAID_HOLD_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

type SweepContext = Pick<OrdersContext, 'db' | 'stripe'>;

/**
 * Gives back the places of orders left unpaid longer than a checkout lives. An expired checkout
 * already released its place through Stripe's event; this catches the rest: a coupon applied to an
 * order whose payment page was never opened again, or an expiry whose event never came. An order with
 * an open checkout is left to Stripe's expiry (it may still be paid); a complete one to its payment.
 * Paying later takes the place back if the coupon can still be used (`reclaimCoupon`).
 */
export const releaseUnpaidCoupons = async (context: SweepContext, now = new Date()) => {
  const heldSince = new Date(now.getTime() - UNPAID_HOLD_MS);
  const stale = await context.db
    .select({ orderId: couponRedemptions.orderId })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.status, 'reserved'), lt(couponRedemptions.reservedAt, heldSince)));
  let released = 0;
  for (const { orderId } of stale) {
    if (await releaseIfUnpaid(context, orderId, heldSince)) released += 1;
  }
  return released;
};

const releaseIfUnpaid = (context: SweepContext, orderId: string, heldSince: Date) =>
  context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, { id: orderId });
    // Under the order's lock: paid, cancelled or applied again meanwhile changes the answer.
    const [redemption] = await tx
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, orderId));
    if (!order || order.status === 'Completed') return false;
    if (redemption?.status !== 'reserved' || redemption.reservedAt >= heldSince) return false;
    if (order.checkoutSessionId) {
      const session = await context.stripe.checkout.sessions.retrieve(order.checkoutSessionId);
      if (session.status !== 'expired') return false;
    }
    await releaseCoupon(tx, orderId);
    await recordStatus(tx, orderId, order.status, `Coupon ${redemption.couponCode} place released: unpaid`);
    return true;
  });

/** Sweeps every ten minutes until the app closes; a failed sweep is logged and tried again next time. */
export const scheduleUnpaidCouponRelease = (context: SweepContext, log: FastifyBaseLogger) => {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = releaseUnpaidCoupons(context).catch((error: unknown) =>
      log.error({ err: error }, 'releasing unpaid coupon places failed'),
    );
  }, SWEEP_EVERY_MS).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
};
