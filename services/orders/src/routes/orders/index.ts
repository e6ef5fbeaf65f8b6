import {
  OrderCancelReply,
  OrderIdParams,
  OrderPaymentReply,
  OrderReply,
  OrdersReply,
  PlaceOrderBody,
} from '@academy/contracts';
import type { App } from '@academy/kit';
import { withUser } from '@academy/kit';
import type { TSchema } from 'typebox';
import { cancelOrder } from '../../commands/cancel-order.ts';
import { placeOrder } from '../../commands/place-order.ts';
import { startPayment } from '../../commands/start-payment.ts';
import type { OrdersContext } from '../../context.ts';
import { renderInvoicePdf } from '../../pdf/render-invoice.ts';
import { invoiceContent } from '../../queries/invoice.ts';
import { listOrders, orderDetail } from '../../queries/orders.ts';

/** A learner's orders: placing, listing, paying, cancelling, and the invoice. Owners and admins only. */
export const registerOrderRoutes = (app: App, context: OrdersContext) => {
  const { db, relay, guards } = context;
  const signedIn = { onRequest: guards.user };
  /** A route on one order, by its id in the path. */
  const oneOrder = <R extends TSchema>(reply: R) => ({
    ...signedIn,
    schema: { params: OrderIdParams, response: { 200: reply } },
  });

  app.post(
    '/orders',
    { ...signedIn, schema: { body: PlaceOrderBody, response: { 200: OrderReply, 201: OrderReply } } },
    withUser(async (request, reply) => {
      const { courseIds, ...buyer } = request.body;
      const { orderId, created } = await placeOrder(
        db,
        request.user.id,
        courseIds,
        buyer,
        context.seller.stateCode,
      );
      const data = await orderDetail(db, orderId, request.user);
      return reply
        .status(created ? 201 : 200)
        .send({ data, message: created ? 'Order placed' : 'This order is already waiting for payment' });
    }),
  );

  app.get(
    '/orders',
    { ...signedIn, schema: { response: { 200: OrdersReply } } },
    withUser(async (request) => ({
      data: await listOrders(db, request.user.id),
      message: 'Orders fetched',
    })),
  );

  app.get(
    '/orders/:id',
    oneOrder(OrderReply),
    withUser(async (request) => ({
      data: await orderDetail(db, request.params.id, request.user),
      message: 'Order fetched',
    })),
  );

  app.post(
    '/orders/:id/payment',
    oneOrder(OrderPaymentReply),
    withUser(async (request) => {
      const payment = await startPayment(context, request.user, request.params.id);
      return {
        data: {
          order_id: payment.orderId,
          status: payment.status,
          checkoutUrl: payment.checkoutUrl,
          sessionId: payment.sessionId,
        },
        message: 'Checkout ready',
      };
    }),
  );

  app.put(
    '/orders/:id/cancel',
    oneOrder(OrderCancelReply),
    withUser(async (request) => {
      const order = await cancelOrder(context, request.user, request.params.id);
      relay.wake();
      return {
        data: { order_id: order.id, status: order.status, refunded: order.refunded },
        message: order.refunded ? 'Order refunded' : 'Order cancelled',
      };
    }),
  );

  app.get(
    '/orders/:id/invoice',
    { ...signedIn, schema: { params: OrderIdParams } },
    withUser(async (request, reply) => {
      const content = await invoiceContent(context, request.params.id, request.user);
      const pdf = await renderInvoicePdf(content);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${content.number.replaceAll('/', '-')}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    }),
  );
};
