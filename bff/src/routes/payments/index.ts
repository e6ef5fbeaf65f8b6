import {
  PaymentsQuery,
  PaymentsReply,
  StripeKeyReply,
  VerifyPaymentBody,
  VerifyPaymentReply,
} from '@academy/contracts';
import { type App, badRequest } from '@academy/kit';
import type { BffContext } from '../../context.ts';

const tags = ['payments'];

/** Stripe's publishable key, the success page's confirmation, the revenue console, and Stripe's webhook passed through. */
export const registerPaymentRoutes = async (api: App, context: BffContext) => {
  const { orders } = context.clients;

  api.get('/payments/stripe-key', { schema: { tags, response: { 200: StripeKeyReply } } }, (request) =>
    orders.stripeKey(request),
  );

  api.get(
    '/payments',
    {
      preHandler: context.guards.role('ADMIN'),
      schema: { tags, querystring: PaymentsQuery, response: { 200: PaymentsReply } },
    },
    (request) => orders.payments(request.query.count ?? 100, request),
  );

  api.post(
    '/payments/verify',
    {
      preHandler: context.guards.user,
      schema: { tags, body: VerifyPaymentBody, response: { 200: VerifyPaymentReply } },
    },
    (request) => orders.verify(request.body, request),
  );

  // Public: Stripe calls it. The body stays raw bytes so the signature still matches downstream.
  await api.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post('/payments/webhook', { schema: { tags, hide: true } }, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
        throw badRequest('A signed Stripe event is required', 'INVALID_SIGNATURE');
      }
      const contentType = request.headers['content-type'] ?? 'application/json';
      const answer = await orders.webhook(request.body, { signature, contentType }, request);
      return reply.status(answer.status >= 500 ? 502 : answer.status).send(answer.payload);
    });
  });
};
