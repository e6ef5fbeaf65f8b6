import type { BillingCycle, Subscription } from '@academy/contracts';
import { Badge, Button, Card, ConfirmDialog, Select } from '@academy/ui-kit';
import { useState } from 'react';
import { Detail } from '../../shared/Detail.tsx';
import { withProgressToast } from '../../shared/progress-toast.ts';
import { selfLabelled } from '../../shared/select-options.ts';
import { BILLING_CYCLES } from '../profile/profile-form.ts';
import styles from './SubscriptionPanel.module.css';
import { SwitchCycleDialog } from './SwitchCycleDialog.tsx';
import { activeSummary, otherCycle } from './subscription-view.ts';
import {
  useResumeSubscriptionMutation,
  useSubscribeMutation,
  useUnsubscribeMutation,
} from './subscriptionApi.ts';
import { useConfirmOnReturn } from './useConfirmOnReturn.ts';

const CYCLES = selfLabelled(BILLING_CYCLES);

interface Props {
  subscription: Subscription | null | undefined;
  /** The profile's cycle: what a new subscription starts with. */
  profileCycle: BillingCycle;
}

/** The All Access plan in the account area: subscribe through Stripe, switch the cycle (priced first), cancel, resume. */
export function SubscriptionPanel({ subscription, profileCycle }: Props) {
  useConfirmOnReturn();
  const summary = activeSummary(subscription);
  return (
    <Card role="region" aria-labelledby="subscription-title">
      <h2 id="subscription-title" className={styles.title}>
        Subscription
      </h2>
      {summary && subscription ? (
        <ActivePlan subscription={subscription} summary={summary} />
      ) : (
        <SubscribeForm profileCycle={profileCycle} />
      )}
    </Card>
  );
}

function ActivePlan({
  subscription,
  summary,
}: {
  subscription: Subscription;
  summary: NonNullable<ReturnType<typeof activeSummary>>;
}) {
  const [unsubscribe, cancelling] = useUnsubscribeMutation();
  const [resume, resuming] = useResumeSubscriptionMutation();
  const next = otherCycle(subscription.billingCycle);
  return (
    <>
      <dl className={styles.facts}>
        <Detail term="Plan">
          {summary.plan}{' '}
          <Badge tone={summary.cancelled ? 'warning' : 'success'}>
            {summary.cancelled ? 'Cancelled' : 'Active'}
          </Badge>
        </Detail>
        <Detail term="Billing cycle">{summary.billingCycle}</Detail>
        <Detail term={summary.dateLabel}>{summary.date}</Detail>
      </dl>
      <div className={styles.actions}>
        {/* A cancelled subscription is resumed before its cycle changes (the server refuses otherwise). */}
        {summary.cancelled ? (
          <Button
            size="sm"
            busy={resuming.isLoading}
            busyText="Resuming..."
            onClick={() =>
              withProgressToast(resume().unwrap(), {
                loading: 'Resuming your subscription...',
                success: 'Your subscription continues',
                error: 'Failed to resume your subscription',
              })
            }
          >
            Resume subscription
          </Button>
        ) : (
          <>
            <SwitchCycleDialog next={next} />
            <ConfirmDialog
              title="Cancel your subscription?"
              description={summary.cancelWarning}
              confirmLabel="Cancel subscription"
              cancelLabel="Keep it"
              tone="danger"
              onConfirm={() =>
                withProgressToast(unsubscribe().unwrap(), {
                  loading: 'Cancelling your subscription...',
                  success: 'Your subscription is cancelled',
                  error: 'Operation failed',
                })
              }
              trigger={
                <Button variant="ghost" size="sm" busy={cancelling.isLoading} busyText="Cancelling...">
                  Cancel subscription
                </Button>
              }
            />
          </>
        )}
      </div>
    </>
  );
}

function SubscribeForm({ profileCycle }: { profileCycle: BillingCycle }) {
  const [cycle, setCycle] = useState<BillingCycle>(profileCycle);
  const [subscribe, subscribing] = useSubscribeMutation();
  const onSubscribe = async () => {
    const reply = await withProgressToast(subscribe({ billingCycle: cycle }).unwrap(), {
      loading: 'Opening the payment page...',
      success: 'Continue on the payment page',
      error: 'Operation failed',
    });
    if (reply) window.location.assign(reply.checkoutUrl);
  };
  return (
    <>
      <p className={styles.pitch}>
        No subscription. All Access opens every published course for as long as you stay subscribed.
      </p>
      <Select
        label="Billing cycle"
        name="subscriptionCycle"
        value={cycle}
        onValueChange={(value) => setCycle(value === 'Yearly' ? 'Yearly' : 'Monthly')}
        options={CYCLES}
      />
      <div className={styles.actions}>
        <Button
          busy={subscribing.isLoading || subscribing.isSuccess}
          busyText="Opening..."
          onClick={onSubscribe}
        >
          Subscribe
        </Button>
      </div>
    </>
  );
}
