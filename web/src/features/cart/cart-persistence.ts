import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/store.ts';
import { storeCart } from './cart-storage.ts';
import { cartItemAdded, cartItemRemoved } from './cartSlice.ts';

/** Keeps every change of the carts in local storage, so a reload or a later visit finds them again. */
export function startCartPersistence(startListening: AppStartListening): void {
  startListening({
    matcher: isAnyOf(cartItemAdded, cartItemRemoved),
    effect: (_action, api) => storeCart(api.getState().cart.byUser),
  });
}
