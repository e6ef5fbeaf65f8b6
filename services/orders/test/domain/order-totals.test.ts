import { describe, expect, it } from 'vitest';
import {
  documentNumber,
  formatMoney,
  priceOrder,
  type SellableCourse,
} from '../../src/domain/order-totals.ts';

const course = (id: number, priceMinor: number, extra: Partial<SellableCourse> = {}): SellableCourse => ({
  id,
  title: `Course ${id}`,
  instructor: 'Grace Hopper',
  priceMinor,
  currency: 'INR',
  published: true,
  deleted: false,
  ...extra,
});

describe('priceOrder', () => {
  it('prices each course once at the catalogue price and totals them', () => {
    const priced = priceOrder([1, 2, 1], [course(1, 499900), course(2, 100050)]);
    expect(priced).toEqual({
      ok: true,
      currency: 'INR',
      amountMinor: 599950,
      lines: [
        { courseId: 1, kind: 'course', title: 'Course 1', instructor: 'Grace Hopper', amountMinor: 499900 },
        { courseId: 2, kind: 'course', title: 'Course 2', instructor: 'Grace Hopper', amountMinor: 100050 },
      ],
    });
  });

  it('refuses an empty order, unknown, unpublished, deleted or free courses, and mixed currencies', () => {
    expect(priceOrder([], [])).toEqual({ ok: false, reason: 'An order needs at least one course' });
    expect(priceOrder([9], [course(1, 1)])).toEqual({ ok: false, reason: 'Course 9 is not for sale' });
    expect(priceOrder([1], [course(1, 1, { published: false })]).ok).toBe(false);
    expect(priceOrder([1], [course(1, 1, { deleted: true })]).ok).toBe(false);
    expect(priceOrder([1], [course(1, 0)])).toEqual({
      ok: false,
      reason: 'Course 1 is free: enrol from its page',
    });
    expect(priceOrder([1, 2], [course(1, 1), course(2, 1, { currency: 'USD' })])).toEqual({
      ok: false,
      reason: 'Courses priced in different currencies are ordered separately',
    });
  });
});

describe('formatMoney and documentNumber', () => {
  it('shows minor units in the currency, honouring currencies without decimals', () => {
    expect(formatMoney(499900, 'INR')).toBe('₹4,999.00');
    expect(formatMoney(1999, 'USD')).toBe('US$19.99');
    expect(formatMoney(500, 'JPY')).toBe('JP¥500');
  });

  it('numbers documents per series and financial year with six digits', () => {
    expect(documentNumber('INV', 2026, 1)).toBe('INV/2026-27/000001');
    expect(documentNumber('CN', 2099, 123456)).toBe('CN/2099-00/123456');
  });
});
