import type {
  CouponReply,
  CouponsReply,
  GenerateCouponBody,
  PaymentsReply,
  UserStatsReply,
} from '@academy/contracts';
import { bffApi } from '../../api/bffApi.ts';
import { bodyMutation, fixedPathQuery } from '../../api/endpoint-shapes.ts';

/** The spec's payment records request count. */
export const PAYMENT_RECORDS_COUNT = 100;

const adminApiBase = bffApi.enhanceEndpoints({ addTagTypes: ['Coupon'] });
const COUPON_LIST = { type: 'Coupon', id: 'LIST' } as const;

export const adminApi = adminApiBase.injectEndpoints({
  endpoints: (build) => ({
    userStats: build.query<UserStatsReply, void>(fixedPathQuery('admin/stats/users', 'UserStats')),
    payments: build.query<PaymentsReply, number>({
      query: (count) => `payments?count=${count}`,
    }),
    coupons: build.query<CouponsReply, void>(fixedPathQuery('coupons', COUPON_LIST)),
    generateCoupon: build.mutation<CouponReply, GenerateCouponBody>(
      bodyMutation('POST', 'coupons/generate', COUPON_LIST),
    ),
    disableCoupon: build.mutation<CouponReply, string>({
      query: (code) => ({ url: `coupons/${encodeURIComponent(code)}/disable`, method: 'POST' }),
      invalidatesTags: [COUPON_LIST],
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
