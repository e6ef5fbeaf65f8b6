import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredCart } from './cart-storage.ts';

/** One course in a cart: enough to list it and total the cart without fetching the catalogue again. */
export interface CartItem {
  courseId: number;
  title: string;
  thumbnailUrl?: string;
  priceMinor: number;
  originalPriceMinor: number | null;
  currency: string;
  /** A course is bought once (spec: quantity per add is 1). */
  quantity: 1;
}

/** Carts per user id, so learners sharing a browser never see each other's carts. */
export interface CartState {
  byUser: Record<string, CartItem[]>;
}

const EMPTY: CartItem[] = [];

export const cartSlice = createSlice({
  name: 'cart',
  initialState: (): CartState => ({ byUser: readStoredCart() }),
  reducers: {
    /** Adding a course that is already in the cart leaves the cart as it is. */
    cartItemAdded(state, action: PayloadAction<{ userId: string; item: CartItem }>) {
      const { userId, item } = action.payload;
      const items = state.byUser[userId] ?? [];
      if (items.some(({ courseId }) => courseId === item.courseId)) return;
      state.byUser[userId] = [...items, item];
    },
    cartItemRemoved(state, action: PayloadAction<{ userId: string; courseId: number }>) {
      const { userId, courseId } = action.payload;
      const items = (state.byUser[userId] ?? []).filter((item) => item.courseId !== courseId);
      if (items.length > 0) state.byUser[userId] = items;
      else delete state.byUser[userId];
    },
  },
  selectors: {
    selectCartItems: (state, userId: string | undefined) =>
      userId === undefined ? EMPTY : (state.byUser[userId] ?? EMPTY),
  },
});

export const { cartItemAdded, cartItemRemoved } = cartSlice.actions;
export const { selectCartItems } = cartSlice.selectors;
