import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useState } from 'react';
import { useOrderQuery } from '../orders/ordersApi.ts';
import { CONFIRMATION_POLL_MS, CONFIRMATION_WAIT_MS } from './payment-outcome.ts';

/**
 * The order, read again every second while it is Processing (a decline reaches the order moments after
 * Stripe's page showed it), for a minute at most: an order left unpaid stays Processing.
 */
export function useOrderUntilSettled(orderId: string | null) {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), CONFIRMATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const [processing, setProcessing] = useState(true);
  const order = useOrderQuery(orderId ?? skipToken, {
    pollingInterval: processing && !expired ? CONFIRMATION_POLL_MS : 0,
  });
  const status = order.data?.data.status;
  useEffect(() => setProcessing(status === undefined || status === 'Processing'), [status]);
  return order;
}
