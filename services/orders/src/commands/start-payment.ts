import { type AuthUser, conflict } from '@academy/kit';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { OrdersContext } from '../context.ts';
import { reclaimCoupon } from '../db/coupon-records.ts';
import { linesOf, lockOrder, lockOwnOrder, type OrderRow, recordStatus } from '../db/order-records.ts';
import { buyers, orders } from '../db/schema.ts';
import { paymentRefusal } from '../domain/order-status.ts';
import { formatMoney } from '../domain/order-totals.ts';

/**
 * The Stripe Checkout page for an order: the open session when there is one, else a new one. The
 * order row stays locked while Stripe answers and the session is created with an idempotency key, so
 * ten parallel clicks make one session. Paying a Failed order again puts it back to Processing.
 */
export const startPayment = (context: OrdersContext, user: AuthUser, orderId: string) =>
  context.db.transaction(async (tx) => {
    let order = await lockOwnOrder(tx, orderId, user);
    const refusal = paymentRefusal(order);
    if (refusal) throw conflict(refusal);
    const couponNote = await reclaimCoupon(tx, order);
    if (couponNote) {
      await recordStatus(tx, order.id, order.status, couponNote);
      order = (await lockOrder(tx, { id: order.id })) ?? order;
    }

    let session = order.checkoutSessionId
      ? await context.stripe.checkout.sessions.retrieve(order.checkoutSessionId)
      : null;
    if (session?.status === 'complete')
      throw conflict("This order's checkout is already complete", 'ALREADY_PAID');
    if (session?.status !== 'open') {
      const attempt = order.sessionAttempts + 1;
      session = await context.stripe.checkout.sessions.create(await sessionParams(context, tx, order), {
        idempotencyKey: `order-${order.id}-checkout-${attempt}`,
      });
      await tx
        .update(orders)
        .set({ checkoutSessionId: session.id, sessionAttempts: attempt })
        .where(eq(orders.id, order.id));
    }
    if (order.status === 'Failed') {
      await tx
        .update(orders)
        .set({ status: 'Processing', failureReason: null })
        .where(eq(orders.id, order.id));
      await recordStatus(tx, order.id, 'Processing', 'Paying again');
    }
    if (!session.url) throw new Error(`Checkout Session ${session.id} has no url`);
    return {
      orderId: order.id,
      status: 'Processing' as const,
      checkoutUrl: session.url,
      sessionId: session.id,
    };
  });

const sessionParams = async (
  { config }: OrdersContext,
  tx: Parameters<typeof linesOf>[0],
  order: OrderRow,
): Promise<Stripe.Checkout.SessionCreateParams> => {
  const lines = await linesOf(tx, order.id);
  const [buyer] = await tx.select().from(buyers).where(eq(buyers.userId, order.userId));
  const metadata = { orderId: order.id, userId: order.userId };
  const base = config.PUBLIC_URL.replace(/\/$/, '');
  return {
    mode: 'payment',
    client_reference_id: order.id,
    ...(buyer ? { customer_email: buyer.email } : {}),
    line_items: lines.map((line) => ({
      quantity: 1,
      price_data: {
        currency: order.currency.toLowerCase(),
        unit_amount: line.amountMinor - line.discountMinor,
        product_data: {
          name: lineName(line, order),
          description: `By ${line.instructor}`,
          metadata: { courseId: String(line.courseId) },
        },
      },
    })),
    metadata,
    payment_intent_data: { metadata },
    success_url: `${base}/app/payment/checkout/success?session_id={CHECKOUT_SESSION_ID}&order=${order.id}`,
    cancel_url: `${base}/app/payment/checkout/fail?order=${order.id}`,
  };
};

/** The course, and on Stripe's page what the coupon took off it. */
const lineName = (line: { title: string; amountMinor: number; discountMinor: number }, order: OrderRow) =>
  line.discountMinor > 0 && order.couponCode
    ? `${line.title} (coupon ${order.couponCode}: ${formatMoney(line.amountMinor, order.currency)} less ${formatMoney(line.discountMinor, order.currency)})`
    : line.title;
