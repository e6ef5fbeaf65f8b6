import {
  AddToCartBody,
  CartChangeReply,
  CartItemsReply,
  CartLineParams,
  CartUserParams,
  MergeCartBody,
} from '@academy/contracts';
import { type App, assertSelfOrAdmin } from '@academy/kit';
import { addToCart } from '../../commands/add-to-cart.ts';
import { mergeCart } from '../../commands/merge-cart.ts';
import { removeFromCart } from '../../commands/remove-from-cart.ts';
import type { CartContext } from '../../context.ts';
import { cartItemsOf } from '../../queries/cart-items.ts';

/** The learner's cart; a learner reaches only their own (`userId` is the caller's) unless ADMIN. */
export const registerCartRoutes = (app: App, { db, relay, guards }: CartContext) => {
  app.get(
    '/cart/cartitem/:userId',
    { preHandler: guards.user, schema: { params: CartUserParams, response: { 200: CartItemsReply } } },
    async (request) => {
      assertSelfOrAdmin(request.user, request.params.userId);
      return cartItemsOf(db, request.params.userId);
    },
  );

  app.post(
    '/cart/addcart',
    { preHandler: guards.user, schema: { body: AddToCartBody, response: { 200: CartChangeReply } } },
    async (request) => {
      const { user_id: userId, course_id: courseId } = request.body;
      assertSelfOrAdmin(request.user, userId);
      const { added } = await addToCart(db, userId, courseId, request.id);
      if (added) relay.wake();
      return {
        message: added ? 'Course added to cart' : 'Course is already in your cart',
        items: await cartItemsOf(db, userId),
      };
    },
  );

  app.delete(
    '/cart/cartitem/:userId/:courseId',
    { preHandler: guards.user, schema: { params: CartLineParams, response: { 200: CartChangeReply } } },
    async (request) => {
      const { userId, courseId } = request.params;
      assertSelfOrAdmin(request.user, userId);
      const { removed } = await removeFromCart(db, userId, courseId, request.id);
      if (removed) relay.wake();
      return {
        message: removed ? 'Course removed from cart' : 'Course was not in your cart',
        items: await cartItemsOf(db, userId),
      };
    },
  );

  app.post(
    '/cart/merge',
    { preHandler: guards.user, schema: { body: MergeCartBody, response: { 200: CartChangeReply } } },
    async (request) => {
      const { user_id: userId, course_ids: courseIds } = request.body;
      assertSelfOrAdmin(request.user, userId);
      const { added } = await mergeCart(db, userId, courseIds, request.id);
      if (added > 0) relay.wake();
      return { message: `${added} course(s) added to cart`, items: await cartItemsOf(db, userId) };
    },
  );
};
