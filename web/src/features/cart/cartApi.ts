import type { AddToCartBody, CartChangeReply, CartItemsReply, MergeCartBody } from '@academy/contracts';
import { bffApi } from '../../api/bffApi.ts';

const cartApiBase = bffApi.enhanceEndpoints({ addTagTypes: ['Cart'] });

/**
 * The learner's cart on the server. While a screen shows it (the header badge always does when logged in)
 * the BFF's live stream says when the item count changes, here or in another tab, and only then is the cart
 * fetched again: an idle page sends no cart requests. The browser reconnects the stream by itself.
 */
export const cartApi = cartApiBase.injectEndpoints({
  endpoints: (build) => ({
    cartItems: build.query<CartItemsReply, string>({
      query: (userId) => `cart/cartitem/${userId}`,
      providesTags: ['Cart'],
      async onCacheEntryAdded(_userId, { cacheDataLoaded, cacheEntryRemoved, getCacheEntry, dispatch }) {
        if (typeof EventSource === 'undefined') return;
        await cacheDataLoaded.catch(() => undefined);
        const source = new EventSource('/api/v1/cart/events', { withCredentials: true });
        source.addEventListener('count', (event) => {
          const { itemCount } = JSON.parse((event as MessageEvent<string>).data) as { itemCount: number };
          if (itemCount !== getCacheEntry().data?.length) dispatch(cartApi.util.invalidateTags(['Cart']));
        });
        await cacheEntryRemoved;
        source.close();
      },
    }),
    addToCart: build.mutation<CartChangeReply, AddToCartBody>({
      query: (body) => ({ url: 'cart/addcart', method: 'POST', body }),
      invalidatesTags: ['Cart'],
    }),
    removeFromCart: build.mutation<CartChangeReply, { userId: string; courseId: number }>({
      query: ({ userId, courseId }) => ({ url: `cart/cartitem/${userId}/${courseId}`, method: 'DELETE' }),
      invalidatesTags: ['Cart'],
    }),
    mergeCart: build.mutation<CartChangeReply, MergeCartBody>({
      query: (body) => ({ url: 'cart/merge', method: 'POST', body }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const { useCartItemsQuery, useAddToCartMutation, useRemoveFromCartMutation } = cartApi;
