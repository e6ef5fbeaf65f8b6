import type { BillingCycle, Subscription } from '@academy/contracts';
import { Badge, Button, Card, ConfirmDialog, Group, Select, Stack } from '@academy/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Detail } from '../../shared/Detail.tsx';
import factStyles from '../../shared/facts.module.css';
import { withProgressToast } from '../../shared/progress-toast.ts';
import { BILLING_CYCLES, SHOWN_AS } from '../profile/profile-form.ts';
import styles from './SubscriptionPanel.module.css';
import { SwitchCycleDialog } from './SwitchCycleDialog.tsx';
import { activeSummary, otherCycle } from './subscription-view.ts';
import {
  useResumeSubscriptionMutation,
  useSubscribeMutation,
  useUnsubscribeMutation,
} from './subscriptionApi.ts';
import { useConfirmOnReturn } from './useConfirmOnReturn.ts';
import '../../shared/i18n/en-screens/subscription.ts';

interface Props {
  subscription: Subscription | null | undefined;
  /** The profile's cycle: what a new subscription starts with. */
  profileCycle: BillingCycle;
}

/** The All Access plan in the account area: subscribe through Stripe, switch the cycle (priced first), cancel, resume. */
export function SubscriptionPanel({ subscription, profileCycle }: Props) {
  const { t } = useTranslation();
  useConfirmOnReturn();
  const summary = activeSummary(subscription);
  return (
    <Card role="region" aria-labelledby="subscription-title">
      <h2 id="subscription-title" className={styles.title}>
        {t('subscription.subscription')}
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
  const { t } = useTranslation();
  const [unsubscribe, cancelling] = useUnsubscribeMutation();
  const [resume, resuming] = useResumeSubscriptionMutation();
  const next = otherCycle(subscription.billingCycle);
  return (
    <>
      <Stack as="dl" gap="2" className={`${factStyles.rows} ${styles.facts}`}>
        <Detail term={t('subscription.plan')}>
          {summary.plan}{' '}
          <Badge tone={summary.cancelled ? 'warning' : 'success'}>
            {summary.cancelled ? t('subscription.cancelled') : t('subscription.active')}
          </Badge>
        </Detail>
        <Detail term={t('subscription.billingCycle')}>{summary.billingCycle}</Detail>
        <Detail term={summary.dateLabel}>{summary.date}</Detail>
      </Stack>
      <Group align="stretch" className={styles.actions}>
        {/* A cancelled subscription is resumed before its cycle changes (the server refuses otherwise). */}
        {summary.cancelled ? (
          <Button
            size="sm"
            busy={resuming.isLoading}
            busyText={t('subscription.resuming')}
            onClick={() =>
              withProgressToast(resume().unwrap(), {
                loading: 'Resuming your subscription...',
                success: 'Your subscription continues',
                error: 'Failed to resume your subscription',
              })
            }
          >
            {t('subscription.resumeSubscription')}
          </Button>
        ) : (
          <>
            <SwitchCycleDialog next={next} />
            <ConfirmDialog
              title={t('subscription.cancelYourSubscription')}
              description={summary.cancelWarning}
              confirmLabel={t('subscription.cancelSubscription')}
              cancelLabel={t('subscription.keepIt')}
              tone="danger"
              onConfirm={() =>
                withProgressToast(unsubscribe().unwrap(), {
                  loading: 'Cancelling your subscription...',
                  success: 'Your subscription is cancelled',
                  error: 'Operation failed',
                })
              }
              trigger={
                <Button
                  variant="ghost"
                  size="sm"
                  busy={cancelling.isLoading}
                  busyText={t('subscription.cancelling')}
                >
                  {t('subscription.cancelSubscription')}
                </Button>
              }
            />
          </>
        )}
      </Group>
    </>
  );
}

function SubscribeForm({ profileCycle }: { profileCycle: BillingCycle }) {
  const { t } = useTranslation();
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
      <p className={styles.pitch}>{t('subscription.noSubscriptionAllAccessOpens')}</p>
      <Select
        label={t('subscription.billingCycle')}
        name="subscriptionCycle"
        value={cycle}
        onValueChange={(value) => setCycle(value === 'Yearly' ? 'Yearly' : 'Monthly')}
        options={BILLING_CYCLES.map((value) => ({ value, label: t(SHOWN_AS[value]) }))}
      />
      <Group align="stretch" className={styles.actions}>
        <Button
          busy={subscribing.isLoading || subscribing.isSuccess}
          busyText={t('subscription.opening')}
          onClick={onSubscribe}
        >
          {t('subscription.subscribe')}
        </Button>
      </Group>
    </>
  );
}
