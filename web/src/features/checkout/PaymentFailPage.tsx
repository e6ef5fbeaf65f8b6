import type { OrderDetail } from '@academy/contracts';
import { Alert, Card, Group, Spinner, Split, Stack } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../app/paths/paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { QueryFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import textStyles from '../../shared/text.module.css';
import { OrderLines } from '../orders/OrderLines.tsx';
import { OrderStatusBadge } from '../orders/OrderStatusBadge.tsx';
import { displayStatus } from '../orders/order-status.ts';
import styles from './checkout.module.css';
import { PAYMENT_FAILED_FALLBACK } from './payment-outcome.ts';
import { useOrderUntilSettled } from './useOrderUntilSettled.ts';
import '../../shared/i18n/en-screens/checkout.ts';
import { say } from '../../shared/i18n/messages.ts';

/** Where Stripe's payment page sends the learner back without paying: why, and what to do next. */
export function PaymentFailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const order = useOrderUntilSettled(orderId);

  return (
    <PageContainer>
      <PageHeader title={t('checkout.paymentFailed')} subtitle={t('checkout.nothingWasChargedForThis')} />
      {order.error ? (
        <QueryFailedAlert query={order} fallback="Failed to load your order" />
      ) : order.data ? (
        <FailedOrder order={order.data.data} />
      ) : orderId ? (
        <Stack align="center" className={styles.center}>
          <Spinner size="lg" label={t('checkout.loadingYourOrder')} />
        </Stack>
      ) : (
        <Alert tone="destructive" title={say(PAYMENT_FAILED_FALLBACK)} action={<BackToCart />} />
      )}
    </PageContainer>
  );
}

function FailedOrder({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const canRetry = order.status === 'Processing' || order.status === 'Failed';
  return (
    <Split columns="minmax(0, 1fr) 20rem">
      <Card padding="lg">
        <Stack gap="4">
          <Group as="p" role="status" gap="2" align="baseline" justify="between">
            <span>{t('checkout.orderStatus')}</span>
            <OrderStatusBadge status={displayStatus(order)} />
          </Group>
          <FailureReason order={order} />
          <Group gap="3" align="stretch">
            {canRetry ? <ButtonLink to={paths.checkoutOf(order)}>{t('checkout.tryAgain')}</ButtonLink> : null}
            <BackToCart />
            <ButtonLink to={paths.order(order.order_id)} variant="ghost">
              {t('checkout.viewOrder')}
            </ButtonLink>
          </Group>
        </Stack>
      </Card>
      <Card padding="lg">
        <h2 className={textStyles.sectionTitle}>{t('checkout.yourOrder')}</h2>
        <OrderLines order={order} />
      </Card>
    </Split>
  );
}

function FailureReason({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  if (order.status === 'Completed')
    return <Alert tone="success" title={t('checkout.thisOrderIsPaidAfter')} />;
  if (order.status === 'Cancelled') return <Alert tone="info" title={t('checkout.thisOrderWasCancelled')} />;
  return <Alert tone="destructive" title={say(order.failureReason ?? PAYMENT_FAILED_FALLBACK)} />;
}

function BackToCart() {
  const { t } = useTranslation();
  return (
    <ButtonLink to={paths.cart} variant="secondary">
      {t('checkout.backToCart')}
    </ButtonLink>
  );
}
