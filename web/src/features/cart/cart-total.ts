import type { CartItem } from '@academy/contracts';

/** The amount to pay for the lines, in minor units of their currency (a cart holds one currency). */
export function cartTotal(items: readonly CartItem[]): { amountMinor: number; currency: string } {
  return {
    amountMinor: items.reduce((sum, item) => sum + item.price, 0),
    currency: items[0]?.currency ?? 'INR',
  };
}
