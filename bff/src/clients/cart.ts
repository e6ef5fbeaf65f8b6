import type * as http from '@academy/contracts/http';
import type { FastifyRequest } from 'fastify';
import { createServiceClient } from './http.ts';

/** One function per call the BFF makes to the cart service; each forwards the caller's token. */
export const createCartClient = (baseUrl: string) => {
  const { get, json } = createServiceClient('cart', baseUrl);
  const lineOf = (userId: string) => `/cart/cartitem/${encodeURIComponent(userId)}`;

  return {
    items: (userId: string, from: FastifyRequest) => get<http.CartItemsReply>(lineOf(userId), from),
    add: (body: http.AddToCartBody, from: FastifyRequest) =>
      json<http.CartChangeReply>('POST', '/cart/addcart', from, body),
    remove: (userId: string, courseId: number, from: FastifyRequest) =>
      json<http.CartChangeReply>('DELETE', `${lineOf(userId)}/${courseId}`, from),
    merge: (body: http.MergeCartBody, from: FastifyRequest) =>
      json<http.CartChangeReply>('POST', '/cart/merge', from, body),
  };
};

export type CartClient = ReturnType<typeof createCartClient>;
