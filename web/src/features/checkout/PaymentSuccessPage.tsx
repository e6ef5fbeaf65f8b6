import type { OrderDetail } from '@academy/contracts';
import { Alert, Button, Card, Spinner, Split } from '@academy/ui-kit';
import { useSearchParams } from 'react-router';
import { appPath } from '../../app/paths/app-paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { OrderLines } from '../orders/OrderLines.tsx';
import { OrderStatusBadge } from '../orders/OrderStatusBadge.tsx';
import { displayStatus } from '../orders/order-status.ts';
import { learningScreenPath } from '../progress/EnrolledCourseList.tsx';
import styles from './checkout.module.css';
import { courseLines, type PaymentView, paymentHeadline, retryPath } from './payment-outcome.ts';
import { usePaymentConfirmation } from './usePaymentConfirmation.ts';

/** Stripe's return address after a payment: confirms it and follows the order until it is settled. */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const { view, order, recheck } = usePaymentConfirmation(params.get('session_id'), params.get('order'));
  const headline = paymentHeadline(view);

  return (
    <PageContainer>
      <PageHeader title={headline.title} subtitle={headline.subtitle} />
      <Split columns="minmax(0, 1fr) 20rem">
        <Card padding="lg" className={styles.stack}>
          <p role="status" className={styles.line}>
            <span>Order status</span>
            {order ? <OrderStatusBadge status={displayStatus(order)} /> : <span>Confirming...</span>}
          </p>
          <Outcome view={view} order={order} onRecheck={recheck} />
        </Card>
        {order ? (
          <Card padding="lg">
            <h2 className={styles.sectionTitle}>Your order</h2>
            <OrderLines order={order} />
          </Card>
        ) : null}
      </Split>
    </PageContainer>
  );
}

interface OutcomeProps {
  view: PaymentView;
  order: OrderDetail | undefined;
  onRecheck: () => void;
}

function Outcome({ view, order, onRecheck }: OutcomeProps) {
  const orderLink = order ? (
    <ButtonLink to={`/orders/${order.order_id}`} variant="secondary">
      View order
    </ButtonLink>
  ) : (
    <ButtonLink to="/orders" variant="secondary">
      My orders
    </ButtonLink>
  );
  switch (view.kind) {
    case 'confirming':
    case 'processing':
      return (
        <div className={styles.center}>
          <Spinner size="lg" label="Waiting for Stripe to confirm your payment" />
          <p className={styles.muted}>
            Waiting for Stripe to confirm your payment. This takes a few seconds.
          </p>
        </div>
      );
    case 'slow':
      return (
        <>
          <Alert
            tone="warning"
            title="Stripe has not confirmed your payment yet."
            action={
              <Button size="sm" variant="secondary" onClick={onRecheck}>
                Check again
              </Button>
            }
          >
            Your order updates by itself once it does; you do not need to pay again.
          </Alert>
          <div className={styles.actions}>{orderLink}</div>
        </>
      );
    case 'completed':
      return (
        <>
          <Alert tone="success" title="Your order is complete">
            {courseLines(order?.lines ?? []).length > 0 || !order
              ? 'Your courses are ready.'
              : 'Your exam voucher is paid: its extra attempt is waiting on your exam.'}
          </Alert>
          <div className={styles.actions}>
            {courseLines(order?.lines ?? []).map((line, _index, all) => (
              <ButtonLink to={learningScreenPath(line.courseId)} key={line.courseId}>
                {all.length === 1 ? 'Start learning' : `Start learning: ${line.title}`}
              </ButtonLink>
            ))}
            {orderLink}
          </div>
        </>
      );
    case 'failed':
      return (
        <>
          <Alert tone="destructive" title={view.reason} />
          <div className={styles.actions}>
            {order ? <ButtonLink to={appPath(retryPath(order))}>Try again</ButtonLink> : null}
            {orderLink}
          </div>
        </>
      );
    case 'cancelled':
      return <Alert tone="info" title="This order was cancelled." />;
    case 'missing':
      return (
        <>
          <Alert tone="info" title="There is no payment to confirm here." />
          <div className={styles.actions}>{orderLink}</div>
        </>
      );
    case 'error':
      return (
        <>
          <Alert tone="destructive" title={view.message} />
          <div className={styles.actions}>{orderLink}</div>
        </>
      );
  }
}
