import * as http from '@academy/contracts/http';
import { type App, badRequest } from '@academy/kit';
import { createCourseAccessWait } from '../../consistency/course-access.ts';
import type { BffContext } from '../../context.ts';
import { routeTable } from '../route-table.ts';

const tags = ['payments'];

/**
 * Stripe's publishable key, the All Access subscription (subscribe, unsubscribe, resume), the success page's
 * confirmation of an order or a subscription, the revenue console, and Stripe's webhook passed through.
 */
export const registerPaymentRoutes = async (api: App, context: BffContext) => {
  const { orders, catalogue } = context.clients;
  // Two event hops (orders → learning → catalogue), so a little more room than for an enrolment.
  const courseAccess = createCourseAccessWait(catalogue, 5_000);
  const open = routeTable(api, { tags, access: 'public' });
  const signedIn = routeTable(api, { tags, guard: context.guards.user });
  const admin = routeTable(api, { tags, guard: context.guards.role('ADMIN') });

  open.get('/payments/stripe-key', { reply: http.StripeKeyReply }, (request) => orders.stripeKey(request));

  admin.get('/payments', { querystring: http.PaymentsQuery, reply: http.PaymentsReply }, (request) =>
    orders.payments(request.query.count ?? 100, request),
  );

  signedIn.post(
    '/payments/verify',
    { body: http.VerifyPaymentBody, reply: http.VerifyPaymentReply },
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

  signedIn.post(
    '/payments/subscribe',
    { body: http.SubscribeBody, reply: http.SubscribeReply },
    // Orders owns the cycle: without one given it starts at the learner's chosen cycle, and a cycle
    // given here becomes the chosen one.
    (request) => orders.subscribe(request.body.billingCycle, request),
  );

  signedIn.post('/payments/unsubscribe', { reply: http.UnsubscribeReply }, (request) =>
    orders.unsubscribe(request),
  );

  // A subscription cancelled at the period end may be resumed until that end.
  signedIn.post('/payments/resume', { reply: http.ResumeSubscriptionReply }, (request) =>
    orders.resumeSubscription(request),
  );

  // Public: Stripe calls it. The body stays raw bytes so the signature still matches downstream.
  await api.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post(
      '/payments/webhook',
      { config: { access: 'public' }, schema: { tags, hide: true } },
      async (request, reply) => {
        const signature = request.headers['stripe-signature'];
        if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
          throw badRequest('A signed Stripe event is required', 'INVALID_SIGNATURE');
        }
        const contentType = request.headers['content-type'] ?? 'application/json';
        const answer = await orders.webhook(request.body, { signature, contentType }, request);
        return reply.status(answer.status >= 500 ? 502 : answer.status).send(answer.payload);
      },
    );
  });
};
