import {
  AddToCartBody,
  CartChangeReply,
  CartItemsReply,
  CartLineParams,
  CartUserParams,
  MergeCartBody,
} from '@academy/contracts';
import type { App } from '@academy/kit';
import type { BffContext } from '../../context.ts';
import { registerCartEvents } from './cart-events.ts';

const tags = ['cart'];

/** The learner's cart; the cart service decides who may read or change which cart. */
export const registerCartRoutes = (api: App, context: BffContext) => {
  const { cart } = context.clients;
  const signedIn = { preHandler: context.guards.user };

  api.get(
    '/cart/cartitem/:userId',
    { ...signedIn, schema: { tags, params: CartUserParams, response: { 200: CartItemsReply } } },
    (request) => cart.items(request.params.userId, request),
  );

  api.post(
    '/cart/addcart',
    { ...signedIn, schema: { tags, body: AddToCartBody, response: { 200: CartChangeReply } } },
    (request) => cart.add(request.body, request),
  );

  api.delete(
    '/cart/cartitem/:userId/:courseId',
    { ...signedIn, schema: { tags, params: CartLineParams, response: { 200: CartChangeReply } } },
    (request) => cart.remove(request.params.userId, request.params.courseId, request),
  );

  api.post(
    '/cart/merge',
    { ...signedIn, schema: { tags, body: MergeCartBody, response: { 200: CartChangeReply } } },
    (request) => cart.merge(request.body, request),
  );

  registerCartEvents(api, context);
};
