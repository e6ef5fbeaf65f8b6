import { Readable } from 'node:stream';
import type * as http from '@academy/contracts/http';
import type { FastifyRequest } from 'fastify';
import { createServiceClient } from './http.ts';
import { queryString } from './query-string.ts';

/** One function per call the BFF makes to the orders service; each forwards the caller's token. */
export const createOrdersClient = (baseUrl: string) => {
  const { get, json, callWithStatus, send, download } = createServiceClient('orders', baseUrl);
  const order = (id: string) => `/orders/${encodeURIComponent(id)}`;

  return {
    /** 201 with a new order, 200 with the one already waiting for payment for the same courses. */
    place: (body: http.PlaceOrderBody, from: FastifyRequest) =>
      callWithStatus<http.OrderReply>({ method: 'POST', path: '/orders', json: body, from }),
    list: (from: FastifyRequest) => get<http.OrdersReply>('/orders', from),
    get: (id: string, from: FastifyRequest) => get<http.OrderReply>(order(id), from),
    pay: (id: string, from: FastifyRequest) =>
      json<http.OrderPaymentReply>('POST', `${order(id)}/payment`, from),
    cancel: (id: string, from: FastifyRequest) =>
      json<http.OrderCancelReply>('PUT', `${order(id)}/cancel`, from),
    invoice: (id: string, from: FastifyRequest) => download({ path: `${order(id)}/invoice`, from }),
    stripeKey: (from: FastifyRequest) => get<http.StripeKeyReply>('/payments/stripe-key', from),
    verify: (body: http.VerifyPaymentBody, from: FastifyRequest) =>
      json<http.VerifyPaymentReply>('POST', '/payments/verify', from, body),
    /** Without a `billingCycle`, orders opens the checkout at the learner's chosen cycle (Monthly if none). */
    subscribe: (billingCycle: http.BillingCycle | undefined, from: FastifyRequest) =>
      json<http.SubscribeReply>('POST', '/payments/subscribe', from, { billingCycle }),
    unsubscribe: (from: FastifyRequest) => json<http.UnsubscribeReply>('POST', '/payments/unsubscribe', from),
    subscription: (from: FastifyRequest) => get<http.SubscriptionReply>('/subscriptions/mine', from),
    /** What swapping to `billingCycle` would charge, from Stripe's preview; `preview: null` without one. */
    previewBillingCycle: (billingCycle: http.BillingCycle, from: FastifyRequest) =>
      get<http.BillingCyclePreviewReply>(
        `/subscriptions/mine/billing-cycle/preview${queryString({ billingCycle })}`,
        from,
      ),
    /**
     * The learner's choice of cycle; orders places it: on the live subscription (prorated as of a
     * preview's `prorationDate`; 409 `PREVIEW_REQUIRED` without one), else kept for the next one.
     */
    chooseBillingCycle: (body: http.BillingCycleBody, from: FastifyRequest) =>
      json<http.BillingCycleChoiceReply>('PUT', '/subscriptions/mine/billing-cycle', from, body),
    resumeSubscription: (from: FastifyRequest) =>
      json<http.ResumeSubscriptionReply>('POST', '/subscriptions/mine/resume', from),
    subscriberCount: (from: FastifyRequest) => get<http.SubscriberCountReply>('/subscriptions/stats', from),
    /** The revenue console: the latest `count` payments and net sales by month (ADMIN). */
    payments: (count: number, from: FastifyRequest) =>
      get<http.PaymentsReply>(`/payments${queryString({ count })}`, from),
    generateCoupon: (body: http.GenerateCouponBody, from: FastifyRequest) =>
      json<http.CouponReply>('POST', '/coupons/generate', from, body),
    coupons: (from: FastifyRequest) => get<http.CouponsReply>('/coupons', from),
    disableCoupon: (code: string, from: FastifyRequest) =>
      json<http.CouponReply>('POST', `/coupons/${encodeURIComponent(code)}/disable`, from),
    validateCoupon: (body: http.ValidateCouponBody, from: FastifyRequest) =>
      json<http.ValidateCouponReply>('POST', '/coupons/validate', from, body),
    applyCoupon: (body: http.ApplyCouponBody, from: FastifyRequest) =>
      json<http.ApplyCouponReply>('POST', '/coupons/apply', from, body),
    /** Stripe's webhook, byte for byte with its signature: the orders service verifies it. */
    webhook: async (
      body: Buffer,
      headers: { signature: string; contentType: string },
      from: FastifyRequest,
    ) => {
      const response = await send({
        method: 'POST',
        path: '/payments/webhook',
        stream: { body: Readable.from([body]), contentType: headers.contentType },
        headers: { 'stripe-signature': headers.signature, 'x-request-id': from.id },
      });
      return { status: response.status, payload: await response.json().catch(() => ({})) };
    },
  };
};

export type OrdersClient = ReturnType<typeof createOrdersClient>;
