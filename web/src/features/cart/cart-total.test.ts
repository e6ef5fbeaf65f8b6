import type { CartItem } from '@academy/contracts';
import { formatMoney } from '@academy/ui-kit';
import { describe, expect, it } from 'vitest';
import { cartTotal } from './cart-total.ts';

const line = (courseId: number, price: number): CartItem => ({
  course_id: courseId,
  title: `Course ${courseId}`,
  price,
  originalPrice: null,
  currency: 'INR',
  thumbnailUrl: null,
  quantity: 1,
  addedAt: '2026-11-23T10:00:00.000Z',
});

describe('cartTotal', () => {
  it('adds the line prices in minor units of their currency', () => {
    const total = cartTotal([line(40, 999900), line(61, 799900)]);
    expect(total).toEqual({ amountMinor: 1799800, currency: 'INR' });
    expect(formatMoney(total.amountMinor, total.currency, 'en-IN')).toBe('₹17,998.00');
  });

  it('is zero for an empty cart', () => {
    expect(cartTotal([])).toEqual({ amountMinor: 0, currency: 'INR' });
  });
});
