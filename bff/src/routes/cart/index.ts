import * as http from '@academy/contracts/http';
import type { App } from '@academy/kit';
import type { BffContext } from '../../context.ts';
import { routeTable } from '../route-table.ts';
import { registerCartEvents } from './cart-events.ts';

/** The learner's cart; the cart service decides who may read or change which cart. */
export const registerCartRoutes = (api: App, context: BffContext) => {
  const { cart } = context.clients;
  const signedIn = routeTable(api, { tags: ['cart'], guard: context.guards.user });

  signedIn.get(
    '/cart/cartitem/:userId',
    { params: http.CartUserParams, reply: http.CartItemsReply },
    (request) => cart.items(request.params.userId, request),
  );
  signedIn.post('/cart/addcart', { body: http.AddToCartBody, reply: http.CartChangeReply }, (request) =>
    cart.add(request.body, request),
  );
  signedIn.delete(
    '/cart/cartitem/:userId/:courseId',
    { params: http.CartLineParams, reply: http.CartChangeReply },
    (request) => cart.remove(request.params.userId, request.params.courseId, request),
  );
  signedIn.post('/cart/merge', { body: http.MergeCartBody, reply: http.CartChangeReply }, (request) =>
    cart.merge(request.body, request),
  );

  registerCartEvents(signedIn, context);
};
