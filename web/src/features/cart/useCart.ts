import { useAppSelector } from '../../app/store.ts';
import { selectCartItems } from './cartSlice.ts';

/** The logged-in user's cart; a visitor's is always empty. */
export function useCartItems() {
  return useAppSelector((state) => selectCartItems(state, state.auth.user?.id));
}
