import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/error-message.ts';
import { AFTER_COURSE_WORK, learningApiBase } from '../../api/learning-api-base.ts';
import { useAppDispatch } from '../../app/store.ts';
import { toast } from '../../shared/toast.ts';
import { useOrderQuery, useVerifyPaymentMutation } from '../orders/ordersApi.ts';
import {
  CONFIRMATION_POLL_MS,
  CONFIRMATION_WAIT_MS,
  keepsPolling,
  type PaymentView,
  paymentView,
} from './payment-outcome.ts';

/**
 * Back from Stripe: confirms the Checkout Session at once, then reads the order every second until its
 * outcome is settled, for a minute at most (`recheck` starts another minute).
 */
export function usePaymentConfirmation(sessionId: string | null, orderParam: string | null) {
  const dispatch = useAppDispatch();
  const [verify, verification] = useVerifyPaymentMutation();
  const verifiedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!sessionId || verifiedFor.current === sessionId) return;
    verifiedFor.current = sessionId;
    void toast
      .promise(verify(sessionId).unwrap(), {
        loading: 'Confirming your payment...',
        success: (reply) => reply.message,
        error: (failure: unknown) => errorMessage(failure, 'Failed to verify the payment'),
      })
      .catch(() => undefined);
  }, [sessionId, verify]);

  const [deadline, setDeadline] = useState(() => Date.now() + CONFIRMATION_WAIT_MS);
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), deadline - Date.now());
    return () => clearTimeout(timer);
  }, [deadline]);
  const recheck = () => {
    setTimedOut(false);
    setDeadline(Date.now() + CONFIRMATION_WAIT_MS);
  };

  const reply = verification.data;
  // This page confirms orders; a subscription's checkout returns to the account area instead.
  const verified = reply?.data && 'order_id' in reply.data ? reply.data : null;
  const orderId = orderParam ?? verified?.order_id ?? null;
  const [polling, setPolling] = useState(true);
  const order = useOrderQuery(orderId ?? skipToken, { pollingInterval: polling ? CONFIRMATION_POLL_MS : 0 });

  const view: PaymentView = paymentView({
    sessionId,
    orderId,
    verified: verified?.status,
    verifyError: verification.error
      ? errorMessage(verification.error, 'Failed to verify the payment')
      : reply && !verified
        ? reply.message
        : undefined,
    order: order.data?.data,
    orderError: order.error ? errorMessage(order.error, 'Failed to load your order') : undefined,
    timedOut,
  });

  const open = keepsPolling(view);
  useEffect(() => setPolling(open), [open]);
  const completed = view.kind === 'completed';
  useEffect(() => {
    // A paid order enrols the learner: course pages and dashboards must ask again.
    if (completed) dispatch(learningApiBase.util.invalidateTags([...AFTER_COURSE_WORK, 'CourseDetails']));
  }, [completed, dispatch]);

  return { view, order: order.data?.data, recheck };
}
