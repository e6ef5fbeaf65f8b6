import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store.ts';
import { type CartItem, cartItemAdded, cartItemRemoved, selectCartItems } from './cartSlice.ts';

const ADA = '5f0c6c1e-8d4f-4a8e-9a43-1f1f0b7e2c11';
const BOB = '0b8f2a55-3c1e-4d7a-8f60-2e9d4c1b7a22';

function item(courseId: number): CartItem {
  return {
    courseId,
    title: `Course ${courseId}`,
    priceMinor: 999900,
    originalPriceMinor: 1499900,
    currency: 'INR',
    quantity: 1,
  };
}

const courseIds = (items: CartItem[]) => items.map(({ courseId }) => courseId);

describe('the cart', () => {
  it('holds each course once with quantity 1', () => {
    const store = makeStore();
    store.dispatch(cartItemAdded({ userId: ADA, item: item(40) }));
    store.dispatch(cartItemAdded({ userId: ADA, item: item(40) }));
    store.dispatch(cartItemAdded({ userId: ADA, item: item(61) }));
    const items = selectCartItems(store.getState(), ADA);
    expect(courseIds(items)).toEqual([40, 61]);
    expect(items.every(({ quantity }) => quantity === 1)).toBe(true);
  });

  it('keeps a separate cart per user and none for a visitor', () => {
    const store = makeStore();
    store.dispatch(cartItemAdded({ userId: ADA, item: item(40) }));
    store.dispatch(cartItemAdded({ userId: BOB, item: item(62) }));
    expect(courseIds(selectCartItems(store.getState(), ADA))).toEqual([40]);
    expect(courseIds(selectCartItems(store.getState(), BOB))).toEqual([62]);
    expect(selectCartItems(store.getState(), undefined)).toEqual([]);
  });

  it('removes a course from one user cart only', () => {
    const store = makeStore();
    store.dispatch(cartItemAdded({ userId: ADA, item: item(40) }));
    store.dispatch(cartItemAdded({ userId: ADA, item: item(61) }));
    store.dispatch(cartItemAdded({ userId: BOB, item: item(40) }));
    store.dispatch(cartItemRemoved({ userId: ADA, courseId: 40 }));
    expect(courseIds(selectCartItems(store.getState(), ADA))).toEqual([61]);
    expect(courseIds(selectCartItems(store.getState(), BOB))).toEqual([40]);
  });

  it('survives a reload through local storage', () => {
    const first = makeStore();
    first.dispatch(cartItemAdded({ userId: ADA, item: item(40) }));
    first.dispatch(cartItemAdded({ userId: ADA, item: item(69) }));
    first.dispatch(cartItemRemoved({ userId: ADA, courseId: 69 }));
    const reloaded = makeStore();
    expect(selectCartItems(reloaded.getState(), ADA)).toEqual([item(40)]);
  });

  it('starts empty when the stored cart is unreadable', () => {
    localStorage.setItem('cart', '{not json');
    expect(selectCartItems(makeStore().getState(), ADA)).toEqual([]);
  });
});
