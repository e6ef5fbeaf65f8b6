import type { OrderDetail } from '@academy/contracts';
import { Alert, Card, Spinner, Split } from '@academy/ui-kit';
import { useSearchParams } from 'react-router';
import { appPath } from '../../app/paths/app-paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { QueryFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { OrderLines } from '../orders/OrderLines.tsx';
import { OrderStatusBadge } from '../orders/OrderStatusBadge.tsx';
import { displayStatus } from '../orders/order-status.ts';
import styles from './checkout.module.css';
import { PAYMENT_FAILED_FALLBACK, retryPath } from './payment-outcome.ts';
import { useOrderUntilSettled } from './useOrderUntilSettled.ts';

/** Where Stripe's payment page sends the learner back without paying: why, and what to do next. */
export function PaymentFailPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const order = useOrderUntilSettled(orderId);

  return (
    <PageContainer>
      <PageHeader title="Payment failed" subtitle="Nothing was charged for this attempt." />
      {order.error ? (
        <QueryFailedAlert query={order} fallback="Failed to load your order" />
      ) : order.data ? (
        <FailedOrder order={order.data.data} />
      ) : orderId ? (
        <div className={styles.center}>
          <Spinner size="lg" label="Loading your order" />
        </div>
      ) : (
        <Alert tone="destructive" title={PAYMENT_FAILED_FALLBACK} action={<BackToCart />} />
      )}
    </PageContainer>
  );
}

function FailedOrder({ order }: { order: OrderDetail }) {
  const canRetry = order.status === 'Processing' || order.status === 'Failed';
  return (
    <Split columns="minmax(0, 1fr) 20rem">
      <Card padding="lg" className={styles.stack}>
        <p role="status" className={styles.line}>
          <span>Order status</span>
          <OrderStatusBadge status={displayStatus(order)} />
        </p>
        <FailureReason order={order} />
        <div className={styles.actions}>
          {canRetry ? <ButtonLink to={appPath(retryPath(order))}>Try again</ButtonLink> : null}
          <BackToCart />
          <ButtonLink to={`/orders/${order.order_id}`} variant="ghost">
            View order
          </ButtonLink>
        </div>
      </Card>
      <Card padding="lg">
        <h2 className={styles.sectionTitle}>Your order</h2>
        <OrderLines order={order} />
      </Card>
    </Split>
  );
}

function FailureReason({ order }: { order: OrderDetail }) {
  if (order.status === 'Completed') return <Alert tone="success" title="This order is paid after all." />;
  if (order.status === 'Cancelled') return <Alert tone="info" title="This order was cancelled." />;
  return <Alert tone="destructive" title={order.failureReason ?? PAYMENT_FAILED_FALLBACK} />;
}

function BackToCart() {
  return (
    <ButtonLink to="/addtocart" variant="secondary">
      Back to cart
    </ButtonLink>
  );
}
