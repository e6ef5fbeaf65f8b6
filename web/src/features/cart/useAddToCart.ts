import type { Course } from '@academy/contracts';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths/paths.ts';
import { useAppSelector } from '../../app/store.ts';
import { toast } from '../../shared/toast.ts';
import { addToCartErrorMessage } from './add-error.ts';
import { useAddToCartMutation } from './cartApi.ts';

/**
 * Adds a course to the logged-in user's server cart; resolves to whether it was added. The server
 * refuses a course the learner already owns, an unknown or unpublished one, with its own message.
 */
export function useAddToCart() {
  const user = useAppSelector(({ auth }) => auth.user);
  const navigate = useNavigate();
  const [addToCart] = useAddToCartMutation();
  // A ref, not the state: a second click in the same tick must already see the first add running.
  const inFlight = useRef(false);
  const [adding, setAdding] = useState(false);

  const add = async (course: Course): Promise<boolean> => {
    if (inFlight.current) return false;
    if (!user) {
      toast.error('Please log in to add courses to cart.');
      navigate(paths.login);
      return false;
    }
    inFlight.current = true;
    setAdding(true);
    try {
      await addToCart({ user_id: user.id, course_id: course.id, quantity: 1 }).unwrap();
      toast.success('Course Added to Cart!', { duration: 3000 });
      return true;
    } catch (error) {
      toast.error(addToCartErrorMessage(error));
      return false;
    } finally {
      inFlight.current = false;
      setAdding(false);
    }
  };

  return { add, adding };
}
