import type { OrderDetail } from '@academy/contracts';
import { Alert, Button, Card, Spinner, Split, Stack, useVisibleToastLimit } from '@academy/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../app/paths/paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { QueryFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import textStyles from '../../shared/text.module.css';
import { OrderLines } from '../orders/OrderLines.tsx';
import { useOrderQuery } from '../orders/ordersApi.ts';
import { CouponField } from './CouponField.tsx';
import styles from './checkout.module.css';
import { PAYMENT_FAILED_FALLBACK } from './payment-outcome.ts';
import { usePayOrder } from './usePayOrder.ts';
import { courseIdParam, usePlaceOrder } from './usePlaceOrder.ts';
import '../../shared/i18n/en-screens/checkout.ts';
import { say } from '../../shared/i18n/messages.ts';

/** `/payment/checkout`: the order about to be paid (`?order=`), or a new one from `?courseId=` or the cart. */
export function CheckoutPage() {
  const { t } = useTranslation();
  useVisibleToastLimit(3);
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const placing = usePlaceOrder(orderId, courseIdParam(params.get('courseId')));
  const order = useOrderQuery(orderId ?? skipToken);

  return (
    <PageContainer>
      <PageHeader title={t('checkout.checkout')} subtitle={t('checkout.reviewYourOrderThenPay')} />
      {placing.error ? (
        <Alert
          tone="destructive"
          title={placing.error}
          action={
            <ButtonLink to={paths.cart} size="sm" variant="secondary">
              {t('checkout.backToCart')}
            </ButtonLink>
          }
        />
      ) : order.error ? (
        <QueryFailedAlert query={order} fallback="Failed to load your order" />
      ) : order.data ? (
        <CheckoutOrder order={order.data.data} />
      ) : (
        <Stack align="center" className={styles.center}>
          <Spinner
            size="lg"
            label={placing.placing ? t('checkout.preparingYourOrder') : t('checkout.loadingYourOrder')}
          />
        </Stack>
      )}
    </PageContainer>
  );
}

function CheckoutOrder({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <Split columns="minmax(0, 1fr) 20rem">
      <Card padding="lg">
        <h2 className={textStyles.sectionTitle}>{t('checkout.orderSummary')}</h2>
        <OrderLines order={order} />
      </Card>
      <Card padding="lg" variant="elevated">
        <Stack gap="4">
          {order.status === 'Processing' || order.status === 'Failed' ? (
            <PayPanel order={order} />
          ) : (
            <SettledPanel order={order} />
          )}
        </Stack>
      </Card>
    </Split>
  );
}

function PayPanel({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const [pay, busy] = usePayOrder(order.order_id);
  return (
    <>
      {order.status === 'Failed' ? (
        <Alert tone="destructive" title={say(order.failureReason ?? PAYMENT_FAILED_FALLBACK)}>
          {t('checkout.theLastPaymentDidNot')}
        </Alert>
      ) : null}
      <CouponField order={order} />
      <p className={textStyles.mutedBelow}>{t('checkout.youPayOnStripeS')}</p>
      <Button fullWidth onClick={() => void pay()} busy={busy} busyText={t('checkout.openingPayment')}>
        {t('checkout.pay')}
      </Button>
      <ButtonLink to={paths.cart} variant="secondary" fullWidth>
        {t('checkout.backToCart')}
      </ButtonLink>
    </>
  );
}

/** An order that can no longer be paid: says why and what to do instead. */
function SettledPanel({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  if (order.status === 'Completed') {
    return (
      <>
        <Alert tone="success" title={t('checkout.thisOrderIsPaid')} />
        <ButtonLink to={paths.order(order.order_id)} variant="secondary" fullWidth>
          {t('checkout.viewOrder')}
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <Alert tone="info" title={t('checkout.thisOrderWasCancelled')} />
      <ButtonLink to={paths.cart} fullWidth>
        {t('checkout.backToCart')}
      </ButtonLink>
    </>
  );
}
