import type { Course } from '@academy/contracts';
import { Button, Spinner } from '@academy/ui-kit';
import { useState } from 'react';
import { appPath } from '../../app/paths/app-paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { type CartItem, cartItemOf } from '../cart/cart-item.ts';
import { useAddToCart } from '../cart/useAddToCart.ts';
import { AddedToCartDialog } from './AddedToCartDialog.tsx';
import { learningPath } from './course-pages.ts';
import { useEnrolment } from './useEnrolment.ts';

/** A course page's buying action: 'Add To Cart' (then the cart dialog), or 'Go to course' once enrolled. */
export function AddToCartAction({ course, fullWidth = false }: { course: Course; fullWidth?: boolean }) {
  const { isChecking, isEnrolled } = useEnrolment(course.id);
  const { add, adding } = useAddToCart();
  const [added, setAdded] = useState<CartItem | null>(null);

  if (isChecking) return <Spinner size="sm" label="Checking your enrolment" />;
  if (isEnrolled) {
    return (
      <ButtonLink to={appPath(learningPath(course.id))} fullWidth={fullWidth}>
        Go to course
      </ButtonLink>
    );
  }
  return (
    <>
      <Button
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
