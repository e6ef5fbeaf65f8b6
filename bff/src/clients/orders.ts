import { Readable } from 'node:stream';
import type {
  ApplyCouponBody,
  ApplyCouponReply,
  BillingCycle,
  CouponReply,
  CouponsReply,
  GenerateCouponBody,
  OrderCancelReply,
  OrderPaymentReply,
  OrderReply,
  OrdersReply,
  PaymentsReply,
  PlaceOrderBody,
  StripeKeyReply,
  SubscribeReply,
  SubscriberCountReply,
  SubscriptionCycleReply,
  SubscriptionReply,
  UnsubscribeReply,
  ValidateCouponBody,
  ValidateCouponReply,
  VerifyPaymentBody,
  VerifyPaymentReply,
} from '@academy/contracts';
import type { FastifyRequest } from 'fastify';
import { createServiceClient } from './http.ts';

/** One function per call the BFF makes to the orders service; each forwards the caller's token. */
export const createOrdersClient = (baseUrl: string) => {
  const { call, callWithStatus, send, download } = createServiceClient('orders', baseUrl);
  const order = (id: string) => `/orders/${encodeURIComponent(id)}`;

  return {
    /** 201 with a new order, 200 with the one already waiting for payment for the same courses. */
    place: (body: PlaceOrderBody, from: FastifyRequest) =>
      callWithStatus<OrderReply>({ method: 'POST', path: '/orders', json: body, from }),
    list: (from: FastifyRequest) => call<OrdersReply>({ path: '/orders', from }),
    get: (id: string, from: FastifyRequest) => call<OrderReply>({ path: order(id), from }),
    pay: (id: string, from: FastifyRequest) =>
      call<OrderPaymentReply>({ method: 'POST', path: `${order(id)}/payment`, from }),
    cancel: (id: string, from: FastifyRequest) =>
      call<OrderCancelReply>({ method: 'PUT', path: `${order(id)}/cancel`, from }),
    invoice: (id: string, from: FastifyRequest) => download({ path: `${order(id)}/invoice`, from }),
    stripeKey: (from: FastifyRequest) => call<StripeKeyReply>({ path: '/payments/stripe-key', from }),
    verify: (body: VerifyPaymentBody, from: FastifyRequest) =>
      call<VerifyPaymentReply>({ method: 'POST', path: '/payments/verify', json: body, from }),
    subscribe: (billingCycle: BillingCycle, from: FastifyRequest) =>
      call<SubscribeReply>({ method: 'POST', path: '/payments/subscribe', json: { billingCycle }, from }),
    unsubscribe: (from: FastifyRequest) =>
      call<UnsubscribeReply>({ method: 'POST', path: '/payments/unsubscribe', from }),
    subscription: (from: FastifyRequest) => call<SubscriptionReply>({ path: '/subscriptions/mine', from }),
    /** Swaps the Stripe subscription's price (prorated); `subscription: null` when there is none. */
    changeBillingCycle: (billingCycle: BillingCycle, from: FastifyRequest) =>
      call<SubscriptionCycleReply>({
        method: 'PUT',
        path: '/subscriptions/mine/billing-cycle',
        json: { billingCycle },
        from,
      }),
    subscriberCount: (from: FastifyRequest) =>
      call<SubscriberCountReply>({ path: '/subscriptions/stats', from }),
    /** The revenue console: the latest `count` payments and net sales by month (ADMIN). */
    payments: (count: number, from: FastifyRequest) =>
      call<PaymentsReply>({ path: `/payments?count=${count}`, from }),
    generateCoupon: (body: GenerateCouponBody, from: FastifyRequest) =>
      call<CouponReply>({ method: 'POST', path: '/coupons/generate', json: body, from }),
    coupons: (from: FastifyRequest) => call<CouponsReply>({ path: '/coupons', from }),
    disableCoupon: (code: string, from: FastifyRequest) =>
      call<CouponReply>({ method: 'POST', path: `/coupons/${encodeURIComponent(code)}/disable`, from }),
    validateCoupon: (body: ValidateCouponBody, from: FastifyRequest) =>
      call<ValidateCouponReply>({ method: 'POST', path: '/coupons/validate', json: body, from }),
    applyCoupon: (body: ApplyCouponBody, from: FastifyRequest) =>
      call<ApplyCouponReply>({ method: 'POST', path: '/coupons/apply', json: body, from }),
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
