import type {
  CouponReply,
  CouponsReply,
  GenerateCouponBody,
  PaymentsReply,
  UserStatsReply,
} from '@academy/contracts';
import { bffApi } from '../../api/bffApi.ts';

/** The spec's payment records request count. */
export const PAYMENT_RECORDS_COUNT = 100;

const adminApiBase = bffApi.enhanceEndpoints({ addTagTypes: ['Coupon'] });

export const adminApi = adminApiBase.injectEndpoints({
  endpoints: (build) => ({
    userStats: build.query<UserStatsReply, void>({
      query: () => 'admin/stats/users',
      providesTags: ['UserStats'],
    }),
    payments: build.query<PaymentsReply, number>({
      query: (count) => `payments?count=${count}`,
    }),
    coupons: build.query<CouponsReply, void>({
      query: () => 'coupons',
      providesTags: [{ type: 'Coupon', id: 'LIST' }],
    }),
    generateCoupon: build.mutation<CouponReply, GenerateCouponBody>({
      query: (body) => ({ url: 'coupons/generate', method: 'POST', body }),
      invalidatesTags: [{ type: 'Coupon', id: 'LIST' }],
    }),
    disableCoupon: build.mutation<CouponReply, string>({
      query: (code) => ({ url: `coupons/${encodeURIComponent(code)}/disable`, method: 'POST' }),
      invalidatesTags: [{ type: 'Coupon', id: 'LIST' }],
    }),
  }),
});

export const {
  useUserStatsQuery,
  usePaymentsQuery,
  useCouponsQuery,
  useGenerateCouponMutation,
  useDisableCouponMutation,
} = adminApi;
