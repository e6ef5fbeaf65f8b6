import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { withProgressToast } from '../../shared/progress-toast.ts';
import { useConfirmSubscriptionMutation } from './subscriptionApi.ts';

/**
 * Back from Stripe's page (`?session_id=`): confirms the subscription at once rather than waiting for
 * Stripe's webhook, then drops the id from the address so a reload does not confirm again.
 */
export function useConfirmOnReturn() {
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('session_id');
  const [confirm] = useConfirmSubscriptionMutation();
  const confirmed = useRef<string | null>(null);
  useEffect(() => {
    if (!sessionId || confirmed.current === sessionId) return;
    confirmed.current = sessionId;
    void withProgressToast(confirm(sessionId).unwrap(), {
      loading: 'Confirming your subscription...',
      success: 'Your All Access subscription is active',
      error: 'Failed to fetch subscription details',
    }).then(() =>
      setParams(
        (current) => {
          current.delete('session_id');
          return current;
        },
        { replace: true },
      ),
    );
  }, [sessionId, confirm, setParams]);
}
