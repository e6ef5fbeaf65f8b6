import type { AddToCartBody, CartChangeReply, CartItemsReply, MergeCartBody } from '@academy/contracts';
import type { FastifyRequest } from 'fastify';
import { createServiceClient } from './http.ts';

/** One function per call the BFF makes to the cart service; each forwards the caller's token. */
export const createCartClient = (baseUrl: string) => {
  const { call } = createServiceClient('cart', baseUrl);
  const lineOf = (userId: string) => `/cart/cartitem/${encodeURIComponent(userId)}`;

  return {
    items: (userId: string, from: FastifyRequest) => call<CartItemsReply>({ path: lineOf(userId), from }),
    add: (body: AddToCartBody, from: FastifyRequest) =>
      call<CartChangeReply>({ method: 'POST', path: '/cart/addcart', json: body, from }),
    remove: (userId: string, courseId: number, from: FastifyRequest) =>
      call<CartChangeReply>({ method: 'DELETE', path: `${lineOf(userId)}/${courseId}`, from }),
    merge: (body: MergeCartBody, from: FastifyRequest) =>
      call<CartChangeReply>({ method: 'POST', path: '/cart/merge', json: body, from }),
  };
};

export type CartClient = ReturnType<typeof createCartClient>;
