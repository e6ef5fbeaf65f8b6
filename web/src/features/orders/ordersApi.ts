import type {
  CreateOrderBody,
  OrderCancelReply,
  OrderPaymentReply,
  OrderReply,
  OrdersReply,
  VerifyPaymentReply,
} from '@academy/contracts';
import { bffApi } from '../../api/bffApi.ts';

const ordersApiBase = bffApi.enhanceEndpoints({ addTagTypes: ['Order'] });

/** The learner's orders: history, one order, placing, paying, confirming and cancelling. */
export const ordersApi = ordersApiBase.injectEndpoints({
  endpoints: (build) => ({
    myOrders: build.query<OrdersReply, void>({
      query: () => 'orders/userorder',
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    order: build.query<OrderReply, string>({
      query: (id) => `orders/${encodeURIComponent(id)}`,
      providesTags: (_reply, _error, id) => [{ type: 'Order', id }],
    }),
    createOrder: build.mutation<OrderReply, CreateOrderBody>({
      query: (body) => ({ url: 'api/orders', method: 'POST', body }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    payOrder: build.mutation<OrderPaymentReply, string>({
      query: (orderId) => ({ url: `api/orders/${encodeURIComponent(orderId)}/payment`, method: 'POST' }),
    }),
    verifyPayment: build.mutation<VerifyPaymentReply, string>({
      query: (sessionId) => ({ url: 'payments/verify', method: 'POST', body: { session_id: sessionId } }),
      invalidatesTags: (reply) =>
        reply?.data && 'order_id' in reply.data
          ? [
              { type: 'Order', id: reply.data.order_id },
              { type: 'Order', id: 'LIST' },
            ]
          : [],
    }),
    cancelOrder: build.mutation<OrderCancelReply, string>({
      query: (id) => ({ url: `api/orders/${encodeURIComponent(id)}/cancel`, method: 'PUT' }),
      invalidatesTags: (_reply, _error, id) => [
        { type: 'Order', id },
        { type: 'Order', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useMyOrdersQuery,
  useOrderQuery,
  useCreateOrderMutation,
  usePayOrderMutation,
  useVerifyPaymentMutation,
  useCancelOrderMutation,
} = ordersApi;

/** Where an order's invoice PDF downloads (the browser sends the session cookie). */
export const invoiceUrl = (orderId: string) => `/api/v1/api/orders/${encodeURIComponent(orderId)}/invoice`;
