import {
  PaymentsQuery,
  PaymentsReply,
  StripeKeyReply,
  VerifyPaymentBody,
  VerifyPaymentReply,
} from '@academy/contracts';
import { type App, badRequest, withUser } from '@academy/kit';
import type Stripe from 'stripe';
import { handleStripeEvent } from '../../commands/handle-stripe-event.ts';
import { verifyPayment } from '../../commands/verify-payment.ts';
import type { OrdersContext } from '../../context.ts';
import { isActive } from '../../domain/subscription.ts';
import { revenue } from '../../queries/revenue.ts';

/** Stripe's publishable key, the success page's confirmation, Stripe's webhook, and the revenue console. */
export const registerPaymentRoutes = async (app: App, context: OrdersContext) => {
  const { config, relay, guards, stripe } = context;

  app.get(
    '/payments/stripe-key',
    { config: { access: 'public' }, schema: { response: { 200: StripeKeyReply } } },
    async () => ({
      key: config.STRIPE_PUBLISHABLE_KEY,
    }),
  );

  app.get(
    '/payments',
    {
      onRequest: guards.role('ADMIN'),
      schema: { querystring: PaymentsQuery, response: { 200: PaymentsReply } },
    },
    async (request) => revenue(context.db, request.query.count ?? 100),
  );

  app.post(
    '/payments/verify',
    { onRequest: guards.user, schema: { body: VerifyPaymentBody, response: { 200: VerifyPaymentReply } } },
    withUser(async (request) => {
      const verified = await verifyPayment(context, request.user, request.body.session_id);
      relay.wake();
      if (verified.kind === 'subscription') {
        const { id, status } = verified.subscription;
        const active = isActive(status);
        return {
          success: active,
          message: active ? 'Subscription active' : `Subscription not active (${status})`,
          data: { subscription_id: id, status },
        };
      }
      const { order } = verified;
      const paid = order.status === 'Completed';
      return {
        success: paid,
        message: paid ? 'Payment verified' : `Payment not completed (${order.status})`,
        data: { order_id: order.id, status: order.status },
      };
    }),
  );

  // The signature covers the exact bytes Stripe sent, so this route alone reads its body unparsed.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    // Public: Stripe calls it, and the signature is its proof.
    webhook.post('/payments/webhook', { config: { access: 'public' } }, async (request) => {
      const signature = request.headers['stripe-signature'];
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
        throw badRequest('A signed Stripe event is required', 'INVALID_SIGNATURE');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, config.STRIPE_WEBHOOK_SECRET);
      } catch {
        throw badRequest('The Stripe signature does not match', 'INVALID_SIGNATURE');
      }
      const { duplicate } = await handleStripeEvent(context, event);
      relay.wake();
      return { received: true, duplicate };
    });
  });
};
