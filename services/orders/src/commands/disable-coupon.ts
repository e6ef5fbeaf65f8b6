import { notFound } from '@academy/kit';
import { eq } from 'drizzle-orm';
import type { OrdersDb } from '../context.ts';
import { coupons } from '../db/schema.ts';
import { COUPON_MESSAGES, normaliseCode } from '../domain/coupon.ts';

/**
 * Stops a coupon being applied from now on (again: no change). Orders that already hold a place keep
 * their discount: the learner was shown that price.
 */
export const disableCoupon = async (db: OrdersDb, code: string) => {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, normaliseCode(code)));
  if (!coupon) throw notFound(COUPON_MESSAGES.notFound);
  if (coupon.disabledAt) return coupon;
  const [disabled] = await db
    .update(coupons)
    .set({ disabledAt: new Date() })
    .where(eq(coupons.code, coupon.code))
    .returning();
  return disabled ?? coupon;
};
