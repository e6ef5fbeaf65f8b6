import type { CartItem } from './cartSlice.ts';

/** There is no cart service yet: carts live in this browser, under one local storage key. */
const KEY = 'cart';

export function readStoredCart(storage: Storage = localStorage): Record<string, CartItem[]> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, CartItem[]>)
      : {};
  } catch {
    return {};
  }
}

export function storeCart(byUser: Record<string, CartItem[]>, storage: Storage = localStorage): void {
  storage.setItem(KEY, JSON.stringify(byUser));
}
