import { type Static, Type } from 'typebox';
import { Closed, RowId as CourseId, Nullable } from './common.ts';

const UserId = Type.String({ format: 'uuid' });

/** One cart line: a course at the price the cart service last heard from the catalogue. */
export const CartItem = Type.Object({
  course_id: CourseId,
  title: Type.String(),
  /** Minor units of `currency`. */
  price: Type.Integer({ minimum: 0 }),
  originalPrice: Nullable(Type.Integer({ minimum: 0 })),
  currency: Type.String({ minLength: 3, maxLength: 3 }),
  thumbnailUrl: Nullable(Type.String()),
  quantity: Type.Literal(1),
  addedAt: Type.String({ format: 'date-time' }),
});
export type CartItem = Static<typeof CartItem>;

export const CartUserParams = Type.Object({ userId: UserId });
export type CartUserParams = Static<typeof CartUserParams>;
export const CartLineParams = Type.Object({ userId: UserId, courseId: CourseId });
export type CartLineParams = Static<typeof CartLineParams>;

/** `GET cart/cartitem/{userId}`: the array itself; its length is the header badge. */
export const CartItemsReply = Type.Array(CartItem);
export type CartItemsReply = Static<typeof CartItemsReply>;

/** `POST cart/addcart`: quantity is always 1 (one of each course). */
export const AddToCartBody = Closed({
  user_id: UserId,
  course_id: CourseId,
  quantity: Type.Optional(Type.Literal(1)),
});
export type AddToCartBody = Static<typeof AddToCartBody>;

export const CartChangeReply = Type.Object({
  message: Type.String(),
  items: CartItemsReply,
});
export type CartChangeReply = Static<typeof CartChangeReply>;

/** At login, what the browser kept while logged out joins the server cart; nothing is lost. */
export const MergeCartBody = Closed({ user_id: UserId, course_ids: Type.Array(CourseId, { maxItems: 100 }) });
export type MergeCartBody = Static<typeof MergeCartBody>;
