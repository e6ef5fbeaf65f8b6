import { useState } from 'react';
import { errorMessage } from '../../api/error-message.ts';
import { AFTER_COURSE_WORK, learningApiBase } from '../../api/learning-api-base.ts';
import { useAppDispatch } from '../../app/store.ts';
import { withProgressToast } from '../../shared/progress-toast.ts';
import { useCancelOrderMutation } from './ordersApi.ts';

/** Cancels an unpaid order or refunds a paid one; keeps the server's reason when it refuses. */
export function useCancelOrder(orderId: string, kind: 'cancel' | 'refund') {
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  const dispatch = useAppDispatch();
  const [refusal, setRefusal] = useState<string | null>(null);
  const refund = kind === 'refund';
  const cancel = async () => {
    if (isLoading) return;
    setRefusal(null);
    const fallback = refund ? 'Failed to refund the order' : 'Failed to cancel the order';
    const work = cancelOrder(orderId).unwrap();
    work.catch((failure: unknown) => setRefusal(errorMessage(failure, fallback)));
    const reply = await withProgressToast(work, {
      loading: refund ? 'Refunding your order...' : 'Cancelling your order...',
      success: refund ? 'Order refunded' : 'Order cancelled',
      error: fallback,
    });
    // A refund ends the course access: course pages and dashboards must ask again.
    if (reply && refund)
      dispatch(learningApiBase.util.invalidateTags([...AFTER_COURSE_WORK, 'CourseDetails']));
  };
  return { cancel, cancelling: isLoading, refusal };
}
