import { orders as events } from '@academy/contracts';
import { type AuthUser, conflict, enqueueEvent } from '@academy/kit';
import { eq } from 'drizzle-orm';
import type { OrdersContext } from '../context.ts';
import { releaseCoupon } from '../db/coupon-records.ts';
import {
  certificateIssued,
  linesOf,
  lockOwnOrder,
  recordStatus,
  voucherRedeemed,
} from '../db/order-records.ts';
import { orders } from '../db/schema.ts';
import { cancellation } from '../domain/order-status.ts';
import { expireCheckout } from '../stripe/expire-checkout.ts';
import { markRefunded } from './settle-order.ts';

/**
 * Cancels an order for its owner: an unpaid one is cancelled and its Checkout Session expired so it
 * can no longer be paid; a paid one within the refund rules is refunded in full through Stripe.
 */
export const cancelOrder = (context: OrdersContext, user: AuthUser, orderId: string, now = context.now()) =>
  context.db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, orderId, user);
    const courseIds = (await linesOf(tx, order.id)).map((line) => line.courseId);
    const decision = cancellation(order, {
      now,
      certificateIssued: await certificateIssued(tx, order.userId, courseIds),
      voucherRedeemed: await voucherRedeemed(tx, order.id),
    });
    if (decision.kind === 'refused') throw conflict(decision.reason, 'NOT_CANCELLABLE');

    if (decision.kind === 'refund') {
      if (!order.paymentIntentId) throw new Error(`paid order ${order.id} has no PaymentIntent`);
      const refund = await context.stripe.refunds.create(
        {
          payment_intent: order.paymentIntentId,
          reason: 'requested_by_customer',
          metadata: { orderId: order.id },
        },
        { idempotencyKey: `order-${order.id}-refund` },
      );
      return markRefunded(tx, order, refund.id, now);
    }

    if (order.checkoutSessionId) await expireCheckout(context.stripe, order.checkoutSessionId);
    await releaseCoupon(tx, order.id);
    const [cancelled] = await tx
      .update(orders)
      .set({ status: 'Cancelled', cancelledAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    await recordStatus(tx, order.id, 'Cancelled', 'Cancelled by the learner');
    await enqueueEvent(tx, events.orderCancelled, { orderId: order.id, userId: order.userId });
    return cancelled ?? order;
  });
