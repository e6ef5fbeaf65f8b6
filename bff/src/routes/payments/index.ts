import {
  PaymentsQuery,
  PaymentsReply,
  StripeKeyReply,
  SubscribeBody,
  SubscribeReply,
  UnsubscribeReply,
  VerifyPaymentBody,
  VerifyPaymentReply,
} from '@academy/contracts';
import { type App, badRequest } from '@academy/kit';
import { createCourseAccessWait } from '../../consistency/course-access.ts';
import type { BffContext } from '../../context.ts';

const tags = ['payments'];

/**
 * Stripe's publishable key, the All Access subscription (subscribe, unsubscribe), the success page's
 * confirmation of an order or a subscription, the revenue console, and Stripe's webhook passed through.
 */
export const registerPaymentRoutes = async (api: App, context: BffContext) => {
  const { orders, catalogue, auth } = context.clients;
  // Two event hops (orders → learning → catalogue), so a little more room than for an enrolment.
  const courseAccess = createCourseAccessWait(catalogue, 5_000);

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
    async (request) => {
      const verified = await orders.verify(request.body, request);
      // Read-your-writes: a paid order's reply leaves once every course it bought opens for the learner.
      const paid = verified.data;
      if (paid && 'order_id' in paid && paid.status === 'Completed') {
        const { lines } = (await orders.get(paid.order_id, request)).data;
        const courses = lines.filter((line) => line.kind === 'course').map((line) => line.courseId);
        await Promise.all(courses.map((courseId) => courseAccess(courseId, request)));
      }
      return verified;
    },
  );

  api.post(
    '/payments/subscribe',
    {
      preHandler: context.guards.user,
      schema: { tags, body: SubscribeBody, response: { 200: SubscribeReply } },
    },
    async (request) => {
      const userId = request.user!.id;
      const chosen = request.body.billingCycle;
      const billingCycle = chosen ?? (await auth.profile(userId, request)).user.billingCycle;
      const checkout = await orders.subscribe(billingCycle, request);
      // The profile names the cycle the learner pays: a cycle chosen here becomes the profile's.
      if (chosen) await auth.updateBillingCycle(userId, chosen, request);
      return checkout;
    },
  );

  api.post(
    '/payments/unsubscribe',
    { preHandler: context.guards.user, schema: { tags, response: { 200: UnsubscribeReply } } },
    (request) => orders.unsubscribe(request),
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
