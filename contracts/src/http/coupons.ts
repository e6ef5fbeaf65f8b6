import { type Static, Type } from 'typebox';
import { Closed, Nullable, RowId } from './common.ts';

const Currency = Type.String({ pattern: '^[A-Za-z]{3}$' });
const DateTime = Type.String({ format: 'date-time' });
/**
 * Letters, digits and dashes, e.g. 'SPRING-7KQ2X9HMT4RB' (codes made before were shorter, 'SPRING-7KQ2', and
 * still work); compared without regard to case.
 */
export const CouponCode = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9-]{2,39}$' });

/** A coupon as administrators see it; `redemptions` counts paid orders, `reserved` those awaiting payment. */
export const Coupon = Type.Object({
  code: Type.String(),
  percentOff: Nullable(Type.Integer()),
  amountOffMinor: Nullable(Type.Integer()),
  currency: Nullable(Type.String()),
  expiresAt: Nullable(DateTime),
  maxRedemptions: Type.Integer(),
  courseIds: Type.Array(Type.Integer()),
  disabled: Type.Boolean(),
  redemptions: Type.Integer(),
  reserved: Type.Integer(),
  createdAt: DateTime,
});
export type Coupon = Static<typeof Coupon>;

/**
 * `POST /coupons/generate`: either `percentOff` or `amountOffMinor` with its `currency`. `prefix` starts
 * the readable code ('SPRING' → 'SPRING-7KQ2X9HMT4RB'); an empty `courseIds` (or none) means every course.
 */
export const GenerateCouponBody = Closed({
  prefix: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{0,16}$' })),
  percentOff: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
  amountOffMinor: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000_000 })),
  currency: Type.Optional(Currency),
  expiresAt: Type.Optional(DateTime),
  maxRedemptions: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  courseIds: Type.Optional(Type.Array(RowId, { maxItems: 100 })),
});
export type GenerateCouponBody = Static<typeof GenerateCouponBody>;

export const CouponReply = Type.Object({ coupon: Coupon, message: Type.String() });
export type CouponReply = Static<typeof CouponReply>;
export const CouponsReply = Type.Object({ coupons: Type.Array(Coupon), message: Type.String() });
export type CouponsReply = Static<typeof CouponsReply>;

export const CouponCodeParams = Type.Object({ code: CouponCode });
export type CouponCodeParams = Static<typeof CouponCodeParams>;

/** `POST /coupons/validate`; with `orderId` the reply also says what it would take off that order. */
export const ValidateCouponBody = Closed({
  couponCode: CouponCode,
  userId: Type.String({ format: 'uuid' }),
  orderId: Type.Optional(Type.String({ format: 'uuid' })),
});
export type ValidateCouponBody = Static<typeof ValidateCouponBody>;

/** What a coupon takes off: its terms, and for an order the discount and the amount left to pay. */
export const CouponTerms = Type.Object({
  code: Type.String(),
  percentOff: Nullable(Type.Integer()),
  amountOffMinor: Nullable(Type.Integer()),
  currency: Nullable(Type.String()),
  courseIds: Type.Array(Type.Integer()),
  expiresAt: Nullable(DateTime),
});

export const ValidateCouponReply = Type.Object({
  message: Type.String(),
  coupon: CouponTerms,
  /** Only with an `orderId`: the order's amounts in minor units of its currency. */
  order: Nullable(
    Type.Object({
      originalAmount: Type.Integer(),
      discount: Type.Integer(),
      amount: Type.Integer(),
      currency: Type.String(),
    }),
  ),
});
export type ValidateCouponReply = Static<typeof ValidateCouponReply>;

export const ApplyCouponBody = Closed({ couponCode: CouponCode, orderId: Type.String({ format: 'uuid' }) });
export type ApplyCouponBody = Static<typeof ApplyCouponBody>;

export const ApplyCouponReply = Type.Object({
  message: Type.String(),
  data: Type.Object({
    order_id: Type.String(),
    couponCode: Type.String(),
    originalAmount: Type.Integer(),
    discount: Type.Integer(),
    amount: Type.Integer(),
    currency: Type.String(),
  }),
});
export type ApplyCouponReply = Static<typeof ApplyCouponReply>;
