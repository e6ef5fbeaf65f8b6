import {
  AddToCartBody,
  CartChangeReply,
  CartItemsReply,
  CartLineParams,
  CartUserParams,
  MergeCartBody,
} from '@academy/contracts';
import { type App, assertSelfOrAdmin, withUser } from '@academy/kit';
import type { TSchema } from 'typebox';
import { addToCart } from '../../commands/add-to-cart.ts';
import { mergeCart } from '../../commands/merge-cart.ts';
import { removeFromCart } from '../../commands/remove-from-cart.ts';
import type { CartContext } from '../../context.ts';
import { cartItemsOf } from '../../queries/cart-items.ts';

/** The learner's cart; a learner reaches only their own (`userId` is the caller's) unless ADMIN. */
export const registerCartRoutes = (app: App, { db, relay, guards }: CartContext) => {
  /** A change to the cart; `part` is where the learner and course come from (body or path). */
  const change = <P extends { body: TSchema } | { params: TSchema }>(part: P) => ({
    onRequest: guards.user,
    schema: { ...part, response: { 200: CartChangeReply } },
  });

  // Every change replies with the cart as it now stands; one that changed it is published soon.
  const afterChange = async (userId: string, changed: boolean, message: string) => {
    if (changed) relay.wake();
    return { message, items: await cartItemsOf(db, userId) };
  };

  app.get(
    '/cart/cartitem/:userId',
    { onRequest: guards.user, schema: { params: CartUserParams, response: { 200: CartItemsReply } } },
    withUser(async (request) => {
      assertSelfOrAdmin(request.user, request.params.userId);
      return cartItemsOf(db, request.params.userId);
    }),
  );

  app.post(
    '/cart/addcart',
    change({ body: AddToCartBody }),
    withUser(async (request) => {
      const { user_id: userId, course_id: courseId } = request.body;
      assertSelfOrAdmin(request.user, userId);
      const { added } = await addToCart(db, userId, courseId, request.id);
      return afterChange(userId, added, added ? 'Course added to cart' : 'Course is already in your cart');
    }),
  );

  app.delete(
    '/cart/cartitem/:userId/:courseId',
    change({ params: CartLineParams }),
    withUser(async (request) => {
      const { userId, courseId } = request.params;
      assertSelfOrAdmin(request.user, userId);
      const { removed } = await removeFromCart(db, userId, courseId, request.id);
      return afterChange(
        userId,
        removed,
        removed ? 'Course removed from cart' : 'Course was not in your cart',
      );
    }),
  );

  app.post(
    '/cart/merge',
    change({ body: MergeCartBody }),
    withUser(async (request) => {
      const { user_id: userId, course_ids: courseIds } = request.body;
      assertSelfOrAdmin(request.user, userId);
      const { added } = await mergeCart(db, userId, courseIds, request.id);
      return afterChange(userId, added > 0, `${added} course(s) added to cart`);
    }),
  );
};
