import { useRef, useState } from 'react';
import { withProgressToast } from '../../shared/progress-toast.ts';
import { usePayOrderMutation } from '../orders/ordersApi.ts';

/**
 * Starts the payment of an order and sends the browser to Stripe's payment page. A second click while the
 * first is on its way (or the page is leaving) does nothing: one click, one payment session.
 */
export function usePayOrder(orderId: string) {
  const [payOrder] = usePayOrderMutation();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const reply = await withProgressToast(payOrder(orderId).unwrap(), {
      loading: 'Opening the secure payment page...',
      success: 'Taking you to the payment page...',
      error: 'Failed to start the payment',
    });
    if (reply) {
      window.location.assign(reply.data.checkoutUrl);
      return;
    }
    inFlight.current = false;
    setBusy(false);
  };
  return [pay, busy] as const;
}
