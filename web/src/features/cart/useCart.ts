import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../app/store.ts';
import { useCartItemsQuery } from './cartApi.ts';

/** The logged-in user's cart from the server; a visitor's is always empty. */
export function useCartItems() {
  const userId = useAppSelector(({ auth }) => auth.user?.id);
  return useCartItemsQuery(userId ?? skipToken);
}

/** The header badge: the server's item count, kept current by the cart's live stream. */
export function useCartCount(): number {
  return useCartItems().data?.length ?? 0;
}
