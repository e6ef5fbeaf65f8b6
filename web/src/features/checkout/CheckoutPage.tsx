import type { OrderDetail } from '@academy/contracts';
import { Alert, Button, Card, Spinner, Split, useVisibleToastLimit } from '@academy/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { QueryFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { OrderLines } from '../orders/OrderLines.tsx';
import { useOrderQuery } from '../orders/ordersApi.ts';
import { CouponField } from './CouponField.tsx';
import styles from './checkout.module.css';
import { PAYMENT_FAILED_FALLBACK } from './payment-outcome.ts';
import { usePayOrder } from './usePayOrder.ts';
import { courseIdParam, usePlaceOrder } from './usePlaceOrder.ts';

/** `/payment/checkout`: the order about to be paid (`?order=`), or a new one from `?courseId=` or the cart. */
export function CheckoutPage() {
  useVisibleToastLimit(3);
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const placing = usePlaceOrder(orderId, courseIdParam(params.get('courseId')));
  const order = useOrderQuery(orderId ?? skipToken);

  return (
    <PageContainer>
      <PageHeader title="Checkout" subtitle="Review your order, then pay securely with Stripe." />
      {placing.error ? (
        <Alert
          tone="destructive"
          title={placing.error}
          action={
            <ButtonLink to="/addtocart" size="sm" variant="secondary">
              Back to cart
            </ButtonLink>
          }
        />
      ) : order.error ? (
        <QueryFailedAlert query={order} fallback="Failed to load your order" />
      ) : order.data ? (
        <CheckoutOrder order={order.data.data} />
      ) : (
        <div className={styles.center}>
          <Spinner size="lg" label={placing.placing ? 'Preparing your order' : 'Loading your order'} />
        </div>
      )}
    </PageContainer>
  );
}

function CheckoutOrder({ order }: { order: OrderDetail }) {
  return (
    <Split columns="minmax(0, 1fr) 20rem">
      <Card padding="lg">
        <h2 className={styles.sectionTitle}>Order summary</h2>
        <OrderLines order={order} />
      </Card>
      <Card padding="lg" variant="elevated" className={styles.stack}>
        {order.status === 'Processing' || order.status === 'Failed' ? (
          <PayPanel order={order} />
        ) : (
          <SettledPanel order={order} />
        )}
      </Card>
    </Split>
  );
}

function PayPanel({ order }: { order: OrderDetail }) {
  const [pay, busy] = usePayOrder(order.order_id);
  return (
    <>
      {order.status === 'Failed' ? (
        <Alert tone="destructive" title={order.failureReason ?? PAYMENT_FAILED_FALLBACK}>
          The last payment did not go through. You can pay again, with another card if need be.
        </Alert>
      ) : null}
      <CouponField order={order} />
      <p className={styles.muted}>You pay on Stripe's secure page and come back here once it is done.</p>
      <Button fullWidth onClick={() => void pay()} busy={busy} busyText="Opening payment...">
        Pay
      </Button>
      <ButtonLink to="/addtocart" variant="secondary" fullWidth>
        Back to cart
      </ButtonLink>
    </>
  );
}

/** An order that can no longer be paid: says why and what to do instead. */
function SettledPanel({ order }: { order: OrderDetail }) {
  if (order.status === 'Completed') {
    return (
      <>
        <Alert tone="success" title="This order is paid." />
        <ButtonLink to={`/orders/${order.order_id}`} variant="secondary" fullWidth>
          View order
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <Alert tone="info" title="This order was cancelled." />
      <ButtonLink to="/addtocart" fullWidth>
        Back to cart
      </ButtonLink>
    </>
  );
}
