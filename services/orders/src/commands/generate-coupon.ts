import { randomInt } from 'node:crypto';
import type { GenerateCouponBody } from '@academy/contracts';
import { badRequest } from '@academy/kit';
import type { OrdersDb } from '../context.ts';
import { coupons } from '../db/schema.ts';
import { couponCode, termsRefusal } from '../domain/coupon.ts';

const ATTEMPTS = 8;

/** A new coupon with a fresh readable code; a code already taken is drawn again. */
export const generateCoupon = async (db: OrdersDb, body: GenerateCouponBody, now = new Date()) => {
  const expiresAt = body.expiresAt ? new Date(body.expiresAt) : undefined;
  const refusal = termsRefusal({ ...body, expiresAt, now });
  if (refusal) throw badRequest(refusal, 'INVALID_COUPON');
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [created] = await db
      .insert(coupons)
      .values({
        code: couponCode(body.prefix, randomInt),
        percentOff: body.percentOff ?? null,
        amountOffMinor: body.amountOffMinor ?? null,
        currency: body.currency?.toUpperCase() ?? null,
        expiresAt: expiresAt ?? null,
        maxRedemptions: body.maxRedemptions,
        courseIds: [...new Set(body.courseIds ?? [])],
      })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
  }
  throw badRequest('No free code is left with this prefix: choose another', 'PREFIX_EXHAUSTED');
};
