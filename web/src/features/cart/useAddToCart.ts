import type { Course } from '@academy/contracts';
import { toast } from '@academy/ui-kit';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/error-message.ts';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { coursesApi } from '../courses/coursesApi.ts';
import { cartItemOf } from './cart-item.ts';
import { cartItemAdded } from './cartSlice.ts';

/** Adds a course to the logged-in user's cart; resolves to whether it was added. */
export function useAddToCart() {
  const user = useAppSelector(({ auth }) => auth.user);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // A ref, not the state: a second click in the same tick must already see the first add running.
  const inFlight = useRef(false);
  const [adding, setAdding] = useState(false);

  const add = async (course: Course): Promise<boolean> => {
    if (inFlight.current) return false;
    if (!user) {
      toast.error('Please log in to add courses to cart.');
      navigate('/login');
      return false;
    }
    inFlight.current = true;
    setAdding(true);
    try {
      // The enrolment may have changed since the page loaded (another tab): a course is never bought twice.
      const enrolled = await dispatch(
        coursesApi.endpoints.myCourses.initiate(undefined, { forceRefetch: true, subscribe: false }),
      ).unwrap();
      if (enrolled.courses.some(({ course_id }) => course_id === course.id)) {
        toast.error('You are already enrolled in this course.');
        return false;
      }
      dispatch(cartItemAdded({ userId: user.id, item: cartItemOf(course) }));
      toast.success('Course Added to Cart!', { duration: 3000 });
      return true;
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to add course to cart'));
      return false;
    } finally {
      inFlight.current = false;
      setAdding(false);
    }
  };

  return { add, adding };
}
