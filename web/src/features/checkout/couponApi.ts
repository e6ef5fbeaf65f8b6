import type { ApplyCouponBody, ApplyCouponReply } from '@academy/contracts';
import { ordersApi } from '../orders/ordersApi.ts';

/** Putting a coupon on the order being paid; the order is fetched again with its new amount. */
export const couponApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    applyCoupon: build.mutation<ApplyCouponReply, ApplyCouponBody>({
      query: (body) => ({ url: 'coupons/apply', method: 'POST', body }),
      invalidatesTags: (_reply, _error, { orderId }) => [
        { type: 'Order', id: orderId },
        { type: 'Order', id: 'LIST' },
      ],
    }),
  }),
});

export const { useApplyCouponMutation } = couponApi;
