import type { Course } from '@academy/contracts';
import { Button, type ButtonProps } from '@academy/ui-kit';
import { useState } from 'react';
import { type CartItem, cartItemOf } from '../cart/cart-item.ts';
import { useAddToCart } from '../cart/useAddToCart.ts';
import { AddedToCartDialog } from './AddedToCartDialog.tsx';

/** 'Add To Cart' for a course, then the dialog that offers the cart or more shopping. */
export function AddToCartButton({
  course,
  size,
  fullWidth,
}: { course: Course } & Pick<ButtonProps, 'size' | 'fullWidth'>) {
  const { add, adding } = useAddToCart();
  const [added, setAdded] = useState<CartItem | null>(null);
  return (
    <>
      <Button
        size={size}
        fullWidth={fullWidth}
        busy={adding}
        busyText="Adding..."
        onClick={async () => {
          if (await add(course)) setAdded(cartItemOf(course));
        }}
      >
        Add To Cart
      </Button>
      <AddedToCartDialog item={added} onClose={() => setAdded(null)} />
    </>
  );
}
