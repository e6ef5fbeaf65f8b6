import { type AuthUser, notFound } from '@academy/kit';
import type { OrdersContext } from '../context.ts';
import { lockOwnOrder } from '../db/order-records.ts';
import { newsOfSession } from '../stripe/payment-news.ts';
import { settleOrder } from './settle-order.ts';
import { verifySubscription } from './verify-subscription.ts';

/**
 * The success page's confirmation: reads the Checkout Session from Stripe and applies it as the
 * webhook would, to its order or (subscription mode) to its subscription. Whichever of the two comes first completes the order; the other changes nothing.
 */
export const verifyPayment = async (context: OrdersContext, user: AuthUser, sessionId: string) => {
  const session = await context.stripe.checkout.sessions.retrieve(sessionId).catch(() => null);
  if (session?.mode === 'subscription') {
    const subscription = await verifySubscription(context, user.id, session);
    return { kind: 'subscription' as const, subscription };
  }
  const orderId = session?.metadata?.orderId ?? session?.client_reference_id;
  if (!session || !orderId) throw notFound('Payment not found');
  const news = await newsOfSession(context.stripe, session);
  return context.db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, orderId, user).catch(() => {
      throw notFound('Payment not found');
    });
    if (order.checkoutSessionId !== session.id && !news) throw notFound('Payment not found');
    const settled = news
      ? await settleOrder(tx, news.reference, news.outcome, news.facts, {
          at: context.now(),
          seller: context.seller,
        })
      : order;
    return { kind: 'order' as const, order: settled ?? order };
  });
};
