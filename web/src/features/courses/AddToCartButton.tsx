import type { Course } from '@academy/contracts';
import { Button, type ButtonProps } from '@academy/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CartItem, cartItemOf } from '../cart/cart-item.ts';
import { useAddToCart } from '../cart/useAddToCart.ts';
import { AddedToCartDialog } from './AddedToCartDialog.tsx';
import '../../shared/i18n/en-screens/courses.ts';

/** 'Add To Cart' for a course, then the dialog that offers the cart or more shopping. */
export function AddToCartButton({
  course,
  size,
  fullWidth,
}: { course: Course } & Pick<ButtonProps, 'size' | 'fullWidth'>) {
  const { t } = useTranslation();
  const { add, adding } = useAddToCart();
  const [added, setAdded] = useState<CartItem | null>(null);
  return (
    <>
      <Button
        size={size}
        fullWidth={fullWidth}
        busy={adding}
        busyText={t('courses.adding')}
        onClick={async () => {
          if (await add(course)) setAdded(cartItemOf(course));
        }}
      >
        {t('courses.addToCart')}
      </Button>
      <AddedToCartDialog item={added} onClose={() => setAdded(null)} />
    </>
  );
}
