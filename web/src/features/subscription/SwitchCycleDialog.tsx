import type { BillingCycle, BillingCyclePreview } from '@academy/contracts';
import { Alert, Button, Dialog, DialogClose, Group, Spinner, Stack } from '@academy/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Detail } from '../../shared/Detail.tsx';
import factStyles from '../../shared/facts.module.css';
import { QueryFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import { formatMoney } from '../../shared/money.ts';
import { withProgressToast } from '../../shared/progress-toast.ts';
import textStyles from '../../shared/text.module.css';
import styles from './SubscriptionPanel.module.css';
import { cyclePreviewFacts } from './subscription-view.ts';
import { useBillingCyclePreviewQuery, useChangeBillingCycleMutation } from './subscriptionApi.ts';
import '../../shared/i18n/en-screens/subscription.ts';

/**
 * 'Switch to Yearly' / 'Switch to Monthly': shows what the switch costs (Stripe's preview: the credit for
 * the unused time, what is charged and when, any credit kept for later bills) and switches only once the
 * learner confirms, passing the preview's proration date so the charge is the amount shown.
 */
export function SwitchCycleDialog({ next }: { next: BillingCycle }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      title={t('subscription.switchToBilling', { next })}
      size="sm"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" size="sm">
          {t('subscription.switchTo')} {next}
        </Button>
      }
    >
      {open ? <PreviewBody next={next} onDone={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

function PreviewBody({ next, onDone }: { next: BillingCycle; onDone: () => void }) {
  const { t } = useTranslation();
  const query = useBillingCyclePreviewQuery({ billingCycle: next }, { refetchOnMountOrArgChange: true });
  if (query.error) return <QueryFailedAlert query={query} fallback="Failed to load the new price" />;
  const preview = query.data?.preview;
  if (query.isFetching || preview === undefined) {
    return (
      <Group gap="0" align="stretch" justify="center" wrap={false} className={styles.center}>
        <Spinner label={t('subscription.workingOutTheNewPrice')} />
      </Group>
    );
  }
  if (!preview) return <Alert tone="info" title={t('subscription.youHaveNoSubscriptionTo')} />;
  return <ConfirmSwitch preview={preview} onDone={onDone} />;
}

function ConfirmSwitch({ preview, onDone }: { preview: BillingCyclePreview; onDone: () => void }) {
  const { t } = useTranslation();
  const [changeCycle, changing] = useChangeBillingCycleMutation();
  const facts = cyclePreviewFacts(preview);
  const money = (minor: number) => formatMoney(minor, preview.currency);
  const confirm = async () => {
    const done = await withProgressToast(
      changeCycle({ billingCycle: preview.billingCycle, prorationDate: preview.prorationDate }).unwrap(),
      {
        loading: 'Changing your billing cycle...',
        success: `You are now billed ${preview.billingCycle.toLowerCase()}`,
        error: 'Failed to update billing cycle',
      },
    );
    if (done) onDone();
  };
  return (
    <>
      <Stack
        as="dl"
        gap="2"
        className={`${factStyles.rows} ${styles.facts}`}
        aria-label={t('subscription.whatTheSwitchCosts')}
      >
        <Detail term={t('subscription.newPrice')}>
          {money(preview.newPriceMinor)} / {facts.period}
        </Detail>
        {preview.prorationMinor !== 0 ? (
          <Detail term={facts.prorationLabel}>{money(preview.prorationMinor)}</Detail>
        ) : null}
        {preview.creditAppliedMinor > 0 ? (
          <Detail term={t('subscription.creditBalanceUsed')}>{money(-preview.creditAppliedMinor)}</Detail>
        ) : null}
        {preview.creditLeftMinor > 0 ? (
          <Detail term={t('subscription.creditKeptForLaterBills')}>{money(preview.creditLeftMinor)}</Detail>
        ) : null}
        <Detail term={t('subscription.dueNow')}>
          <span data-testid="switch-amount-due">{money(preview.amountDueMinor)}</span>
        </Detail>
        {preview.amountDueMinor > 0 ? (
          <Detail term={t('subscription.chargedOn')}>{facts.chargedOn}</Detail>
        ) : null}
        <Detail term={t('subscription.nextBillingDate')}>{facts.nextBillingDate}</Detail>
      </Stack>
      <p className={textStyles.muted}>{facts.explanation}</p>
      <Group align="stretch" className={styles.actions}>
        <DialogClose asChild>
          <Button variant="secondary">
            {t('subscription.keep')} {facts.currentCycle}
          </Button>
        </DialogClose>
        <Button
          onClick={() => void confirm()}
          busy={changing.isLoading}
          busyText={t('subscription.switching')}
        >
          {preview.amountDueMinor > 0
            ? t('subscription.confirmAndPay', { value1: money(preview.amountDueMinor) })
            : t('subscription.confirmSwitch')}
        </Button>
      </Group>
    </>
  );
}
