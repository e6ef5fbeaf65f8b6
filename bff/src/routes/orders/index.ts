import * as http from '@academy/contracts/http';
import { type App, badRequest, withUser } from '@academy/kit';
import type { BffContext } from '../../context.ts';
import { routeTable } from '../route-table.ts';

/**
 * Orders at the spec's paths. An order is for one course, or for everything in the learner's cart;
 * the orders service prices it and decides who may see, pay or cancel which order.
 */
export const registerOrderRoutes = (api: App, context: BffContext) => {
  const { orders, cart } = context.clients;
  const signedIn = routeTable(api, { tags: ['orders'], guard: context.guards.user });

  signedIn.route(
    'POST',
    '/api/orders',
    { body: http.CreateOrderBody, response: { 200: http.OrderReply, 201: http.OrderReply } },
    withUser(async (request, reply) => {
      // The buyer's GSTIN, billing state and address go to the orders service, which checks them.
      const { courseId, ...buyer } = request.body;
      const courseIds =
        courseId !== undefined
          ? [courseId]
          : (await cart.items(request.user.id, request)).map((item) => item.course_id);
      if (courseIds.length === 0) throw badRequest('Your cart is empty', 'EMPTY_CART');
      const placed = await orders.place({ courseIds, ...buyer }, request);
      return reply.status(placed.status === 201 ? 201 : 200).send(placed.payload);
    }),
  );
  signedIn.get('/orders/userorder', { reply: http.OrdersReply }, (request) => orders.list(request));
  signedIn.get('/orders/:id', { params: http.OrderIdParams, reply: http.OrderReply }, (request) =>
    orders.get(request.params.id, request),
  );
  signedIn.post(
    '/api/orders/:orderId/payment',
    { params: http.OrderPaymentParams, reply: http.OrderPaymentReply },
    (request) => orders.pay(request.params.orderId, request),
  );
  signedIn.put(
    '/api/orders/:id/cancel',
    { params: http.OrderIdParams, reply: http.OrderCancelReply },
    (request) => orders.cancel(request.params.id, request),
  );
  signedIn.file(
    '/api/orders/:id/invoice',
    { params: http.OrderIdParams, produces: 'application/pdf' },
    (request) => orders.invoice(request.params.id, request),
  );
};
