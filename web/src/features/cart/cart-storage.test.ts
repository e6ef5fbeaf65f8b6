import { beforeEach, describe, expect, it } from 'vitest';
import { browserCartCourseIds, clearBrowserCart } from './cart-storage.ts';

const ADA = '5f0c6c1e-8d4f-4a8e-9a43-1f1f0b7e2c11';
const BOB = '0b8f2a55-3c1e-4d7a-8f60-2e9d4c1b7a22';
const line = (courseId: unknown) => ({ courseId, title: 'x', priceMinor: 1, currency: 'INR', quantity: 1 });

beforeEach(() => localStorage.clear());

describe('the browser cart kept before carts lived on the server', () => {
  it("reads one user's course ids once each, ignoring unreadable lines", () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({ [ADA]: [line(40), line(61), line(40), line('x'), null], [BOB]: [line(62)] }),
    );
    expect(browserCartCourseIds(ADA)).toEqual([40, 61]);
    expect(browserCartCourseIds(BOB)).toEqual([62]);
  });

  it('is empty when nothing or something unreadable is stored', () => {
    expect(browserCartCourseIds(ADA)).toEqual([]);
    localStorage.setItem('cart', '{not json');
    expect(browserCartCourseIds(ADA)).toEqual([]);
    localStorage.setItem('cart', JSON.stringify({ [ADA]: 'nope' }));
    expect(browserCartCourseIds(ADA)).toEqual([]);
  });

  it("clears one user's cart and keeps the others'", () => {
    localStorage.setItem('cart', JSON.stringify({ [ADA]: [line(40)], [BOB]: [line(62)] }));
    clearBrowserCart(ADA);
    expect(browserCartCourseIds(ADA)).toEqual([]);
    expect(browserCartCourseIds(BOB)).toEqual([62]);
    clearBrowserCart(BOB);
    expect(localStorage.getItem('cart')).toBeNull();
  });
});
