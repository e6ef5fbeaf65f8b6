import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../api/error-message.ts';
import { useAppDispatch } from '../../app/store.ts';
import type { CheckoutState } from '../cart/billing-details.ts';
import { ordersApi, useCreateOrderMutation } from '../orders/ordersApi.ts';

/**
 * With no order in the address, places one (the `courseId` course, else the whole server cart) and puts its
 * id in the address, so a reload shows the same order instead of placing another. Tax-invoice details
 * filled in on the cart come in the router state.
 */
export function usePlaceOrder(orderId: string | null, courseId: number | undefined) {
  const [createOrder] = useCreateOrderMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  // One order per visit to the address: effects may run twice, a visit happens once.
  const placedFor = useRef<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (orderId || placedFor.current === location.key) return;
    placedFor.current = location.key;
    setError(null);
    const { billing } = (location.state as CheckoutState | null) ?? {};
    createOrder({ ...(courseId === undefined ? {} : { courseId }), ...billing })
      .unwrap()
      .then((reply) => {
        const id = reply.data.order_id;
        dispatch(ordersApi.util.upsertQueryData('order', id, reply));
        void navigate({ search: `?order=${encodeURIComponent(id)}` }, { replace: true });
      })
      .catch((failure: unknown) => setError(errorMessage(failure, 'Failed to create your order')));
  }, [orderId, courseId, location.key, location.state, createOrder, dispatch, navigate]);

  return { placing: !orderId && error === null, error };
}

/** `?courseId=` as a course id, or undefined when absent or not a positive whole number. */
export function courseIdParam(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
