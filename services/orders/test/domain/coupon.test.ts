import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  COUPON_MESSAGES,
  type CouponRules,
  couponCode,
  couponRefusal,
  discountFor,
  normaliseCode,
  termsRefusal,
} from '../../src/domain/coupon.ts';

const now = new Date('2026-06-01T12:00:00Z');
const coupon = (overrides: Partial<CouponRules> = {}): CouponRules => ({
  code: 'SPRING-7KQ2',
  percentOff: 10,
  amountOffMinor: null,
  currency: null,
  expiresAt: null,
  maxRedemptions: 5,
  courseIds: [],
  disabledAt: null,
  ...overrides,
});
const use = { now, liveRedemptions: 0, usedByLearner: false };

describe('who may use a coupon', () => {
  it('accepts a live coupon with places left', () => {
    expect(couponRefusal(coupon(), use)).toBeNull();
    expect(couponRefusal(coupon({ expiresAt: new Date('2026-06-02T00:00:00Z') }), use)).toBeNull();
  });

  it('refuses a disabled, expired, exhausted or already used coupon, saying which', () => {
    expect(couponRefusal(coupon({ disabledAt: now }), use)).toBe(COUPON_MESSAGES.disabled);
    expect(couponRefusal(coupon({ expiresAt: now }), use)).toBe(COUPON_MESSAGES.expired);
    expect(couponRefusal(coupon(), { ...use, liveRedemptions: 5 })).toBe(COUPON_MESSAGES.exhausted);
    expect(couponRefusal(coupon(), { ...use, liveRedemptions: 4 })).toBeNull();
    expect(couponRefusal(coupon(), { ...use, usedByLearner: true })).toBe(COUPON_MESSAGES.alreadyUsed);
  });
});

describe('what a coupon takes off', () => {
  it('takes a percentage of the order, rounded half up, spread over its lines', () => {
    const lines = [
      { courseId: 69, amountMinor: 499900 },
      { courseId: 40, amountMinor: 999900 },
    ];
    expect(discountFor(coupon(), lines, 'INR')).toEqual({
      ok: true,
      discountMinor: 149980,
      lineDiscounts: [49990, 99990],
    });
    expect(discountFor(coupon({ percentOff: 15 }), [{ courseId: 1, amountMinor: 333 }], 'INR')).toMatchObject(
      {
        discountMinor: 50,
      },
    );
  });

  it('spreads an amount so the parts add up exactly', () => {
    const lines = [
      { courseId: 1, amountMinor: 100 },
      { courseId: 2, amountMinor: 100 },
      { courseId: 3, amountMinor: 100 },
    ];
    const result = discountFor(
      coupon({ percentOff: null, amountOffMinor: 100, currency: 'inr' }),
      lines,
      'INR',
    );
    expect(result).toEqual({ ok: true, discountMinor: 100, lineDiscounts: [34, 33, 33] });
  });

  it('covers only the listed courses', () => {
    const lines = [
      { courseId: 69, amountMinor: 1000 },
      { courseId: 40, amountMinor: 3000 },
    ];
    expect(discountFor(coupon({ courseIds: [40] }), lines, 'INR')).toEqual({
      ok: true,
      discountMinor: 300,
      lineDiscounts: [0, 300],
    });
    expect(discountFor(coupon({ courseIds: [51] }), lines, 'INR')).toEqual({
      ok: false,
      reason: COUPON_MESSAGES.notForCourse,
    });
  });

  it('refuses an amount in another currency or one that would make the order free', () => {
    const lines = [{ courseId: 1, amountMinor: 500 }];
    const amountOff = (amountOffMinor: number, currency: string) =>
      coupon({ percentOff: null, amountOffMinor, currency });
    expect(discountFor(amountOff(100, 'USD'), lines, 'INR')).toEqual({
      ok: false,
      reason: COUPON_MESSAGES.otherCurrency,
    });
    expect(discountFor(amountOff(500, 'INR'), lines, 'INR')).toEqual({
      ok: false,
      reason: COUPON_MESSAGES.tooLarge,
    });
    expect(discountFor(amountOff(499, 'INR'), lines, 'INR')).toMatchObject({ ok: true, discountMinor: 499 });
  });
});

describe('making a coupon', () => {
  it('needs exactly one kind of discount, an amount with its currency, and a future expiry', () => {
    expect(termsRefusal({ percentOff: 10, now })).toBeNull();
    expect(termsRefusal({ amountOffMinor: 500, currency: 'INR', now })).toBeNull();
    expect(termsRefusal({ now })).toMatch(/either/);
    expect(termsRefusal({ percentOff: 10, amountOffMinor: 5, currency: 'INR', now })).toMatch(/either/);
    expect(termsRefusal({ amountOffMinor: 500, now })).toMatch(/currency/);
    expect(termsRefusal({ percentOff: 10, currency: 'INR', now })).toMatch(/no currency/);
    expect(termsRefusal({ percentOff: 10, expiresAt: now, now })).toMatch(/future/);
  });

  it('reads as a prefix and twelve characters without look-alikes, drawn uniformly', () => {
    const draws = [0, 1, 30, 29, 2, 3, 4, 5, 6, 7, 8, 9];
    const seen: number[] = [];
    const code = couponCode('spring', (below) => {
      seen.push(below);
      return draws[seen.length - 1] ?? 0;
    });
    expect(code).toBe('SPRING-23ZY456789AB');
    expect(seen).toEqual(Array(12).fill(31));
    const drawn = couponCode(undefined, randomInt);
    expect(drawn).toMatch(/^ACADEMY-[2-9A-HJKMNP-Z]{12}$/);
    expect(drawn).not.toMatch(/[01ILO]/);
    expect(normaliseCode(' spring-7kq2 ')).toBe('SPRING-7KQ2');
  });
});
