import type { BillingCycle, BillingCyclePreview } from '@academy/contracts';
import { Alert, Button, Dialog, DialogClose, formatMoney, Spinner } from '@academy/ui-kit';
import { useState } from 'react';
import { Detail } from '../../shared/Detail.tsx';
import { QueryFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import { withProgressToast } from '../../shared/progress-toast.ts';
import styles from './SubscriptionPanel.module.css';
import { cyclePreviewFacts } from './subscription-view.ts';
import { useBillingCyclePreviewQuery, useChangeBillingCycleMutation } from './subscriptionApi.ts';

/**
 * 'Switch to Yearly' / 'Switch to Monthly': shows what the switch costs (Stripe's preview: the credit for
 * the unused time, what is charged and when, any credit kept for later bills) and switches only once the
 * learner confirms, passing the preview's proration date so the charge is the amount shown.
 */
export function SwitchCycleDialog({ next }: { next: BillingCycle }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      title={`Switch to ${next} billing?`}
      size="sm"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" size="sm">
          Switch to {next}
        </Button>
      }
    >
      {open ? <PreviewBody next={next} onDone={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

function PreviewBody({ next, onDone }: { next: BillingCycle; onDone: () => void }) {
  const query = useBillingCyclePreviewQuery({ billingCycle: next }, { refetchOnMountOrArgChange: true });
  if (query.error) return <QueryFailedAlert query={query} fallback="Failed to load the new price" />;
  const preview = query.data?.preview;
  if (query.isFetching || preview === undefined) {
    return (
      <div className={styles.center}>
        <Spinner label="Working out the new price" />
      </div>
    );
  }
  if (!preview) return <Alert tone="info" title="You have no subscription to switch." />;
  return <ConfirmSwitch preview={preview} onDone={onDone} />;
}

function ConfirmSwitch({ preview, onDone }: { preview: BillingCyclePreview; onDone: () => void }) {
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
      <dl className={styles.facts} aria-label="What the switch costs">
        <Detail term="New price">
          {money(preview.newPriceMinor)} / {facts.period}
        </Detail>
        {preview.prorationMinor !== 0 ? (
          <Detail term={facts.prorationLabel}>{money(preview.prorationMinor)}</Detail>
        ) : null}
        {preview.creditAppliedMinor > 0 ? (
          <Detail term="Credit balance used">{money(-preview.creditAppliedMinor)}</Detail>
        ) : null}
        {preview.creditLeftMinor > 0 ? (
          <Detail term="Credit kept for later bills">{money(preview.creditLeftMinor)}</Detail>
        ) : null}
        <Detail term="Due now">
          <span data-testid="switch-amount-due">{money(preview.amountDueMinor)}</span>
        </Detail>
        {preview.amountDueMinor > 0 ? <Detail term="Charged on">{facts.chargedOn}</Detail> : null}
        <Detail term="Next billing date">{facts.nextBillingDate}</Detail>
      </dl>
      <p className={styles.note}>{facts.explanation}</p>
      <div className={styles.actions}>
        <DialogClose asChild>
          <Button variant="secondary">Keep {facts.currentCycle}</Button>
        </DialogClose>
        <Button onClick={() => void confirm()} busy={changing.isLoading} busyText="Switching...">
          {preview.amountDueMinor > 0 ? `Confirm and pay ${money(preview.amountDueMinor)}` : 'Confirm switch'}
        </Button>
      </div>
    </>
  );
}
