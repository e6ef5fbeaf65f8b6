import {
  CreateOrderBody,
  OrderCancelReply,
  OrderIdParams,
  OrderPaymentParams,
  OrderPaymentReply,
  OrderReply,
  OrdersReply,
} from '@academy/contracts';
import { type App, badRequest } from '@academy/kit';
import type { BffContext } from '../../context.ts';

const tags = ['orders'];

/**
 * Orders at the spec's paths. An order is for one course, or for everything in the learner's cart;
 * the orders service prices it and decides who may see, pay or cancel which order.
 */
export const registerOrderRoutes = (api: App, context: BffContext) => {
  const { orders, cart } = context.clients;
  const signedIn = { preHandler: context.guards.user };

  api.post(
    '/api/orders',
    { ...signedIn, schema: { tags, body: CreateOrderBody, response: { 200: OrderReply, 201: OrderReply } } },
    async (request, reply) => {
      const courseIds =
        request.body.courseId !== undefined
          ? [request.body.courseId]
          : (await cart.items(request.user!.id, request)).map((item) => item.course_id);
      if (courseIds.length === 0) throw badRequest('Your cart is empty', 'EMPTY_CART');
      const placed = await orders.place({ courseIds }, request);
      return reply.status(placed.status === 201 ? 201 : 200).send(placed.payload);
    },
  );

  api.get('/orders/userorder', { ...signedIn, schema: { tags, response: { 200: OrdersReply } } }, (request) =>
    orders.list(request),
  );

  api.get(
    '/orders/:id',
    { ...signedIn, schema: { tags, params: OrderIdParams, response: { 200: OrderReply } } },
    (request) => orders.get(request.params.id, request),
  );

  api.post(
    '/api/orders/:orderId/payment',
    { ...signedIn, schema: { tags, params: OrderPaymentParams, response: { 200: OrderPaymentReply } } },
    (request) => orders.pay(request.params.orderId, request),
  );

  api.put(
    '/api/orders/:id/cancel',
    { ...signedIn, schema: { tags, params: OrderIdParams, response: { 200: OrderCancelReply } } },
    (request) => orders.cancel(request.params.id, request),
  );

  api.get(
    '/api/orders/:id/invoice',
    { ...signedIn, schema: { tags, params: OrderIdParams, produces: ['application/pdf'] } },
    async (request, reply) => {
      const pdf = await orders.invoice(request.params.id, request);
      return reply
        .header('content-type', pdf.contentType)
        .header('content-disposition', pdf.disposition)
        .header('cache-control', 'private, no-store')
        .send(pdf.body);
    },
  );
};
