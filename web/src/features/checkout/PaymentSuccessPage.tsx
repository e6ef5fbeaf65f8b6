import type { OrderDetail } from '@academy/contracts';
import { Alert, Button, Card, Group, Spinner, Split, Stack } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../app/paths/paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import textStyles from '../../shared/text.module.css';
import { OrderLines } from '../orders/OrderLines.tsx';
import { OrderStatusBadge } from '../orders/OrderStatusBadge.tsx';
import { displayStatus } from '../orders/order-status.ts';
import styles from './checkout.module.css';
import { courseLines, type PaymentView, paymentHeadline } from './payment-outcome.ts';
import { usePaymentConfirmation } from './usePaymentConfirmation.ts';
import '../../shared/i18n/en-screens/checkout.ts';
import { say } from '../../shared/i18n/messages.ts';

/** Stripe's return address after a payment: confirms it and follows the order until it is settled. */
export function PaymentSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { view, order, recheck } = usePaymentConfirmation(params.get('session_id'), params.get('order'));
  const headline = paymentHeadline(view);

  return (
    <PageContainer>
      <PageHeader title={headline.title} subtitle={headline.subtitle} />
      <Split columns="minmax(0, 1fr) 20rem">
        <Card padding="lg">
          <Stack gap="4">
            <Group as="p" role="status" gap="2" align="baseline" justify="between">
              <span>{t('checkout.orderStatus')}</span>
              {order ? (
                <OrderStatusBadge status={displayStatus(order)} />
              ) : (
                <span>{t('checkout.confirming')}</span>
              )}
            </Group>
            <Outcome view={view} order={order} onRecheck={recheck} />
          </Stack>
        </Card>
        {order ? (
          <Card padding="lg">
            <h2 className={textStyles.sectionTitle}>{t('checkout.yourOrder')}</h2>
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
  const { t } = useTranslation();
  const orderLink = order ? (
    <ButtonLink to={paths.order(order.order_id)} variant="secondary">
      {t('checkout.viewOrder')}
    </ButtonLink>
  ) : (
    <ButtonLink to={paths.orders} variant="secondary">
      {t('checkout.myOrders')}
    </ButtonLink>
  );
  switch (view.kind) {
    case 'confirming':
    case 'processing':
      return (
        <Stack align="center" className={styles.center}>
          <Spinner size="lg" label={t('checkout.waitingForStripeToConfirm')} />
          <p className={textStyles.mutedBelow}>{t('checkout.waitingForStripeToConfirm2')}</p>
        </Stack>
      );
    case 'slow':
      return (
        <>
          <Alert
            tone="warning"
            title={t('checkout.stripeHasNotConfirmedYour')}
            action={
              <Button size="sm" variant="secondary" onClick={onRecheck}>
                {t('checkout.checkAgain')}
              </Button>
            }
          >
            {t('checkout.yourOrderUpdatesByItself')}
          </Alert>
          <Group gap="3" align="stretch">
            {orderLink}
          </Group>
        </>
      );
    case 'completed':
      return (
        <>
          <Alert tone="success" title={t('checkout.yourOrderIsComplete')}>
            {courseLines(order?.lines ?? []).length > 0 || !order
              ? t('checkout.yourCoursesAreReady')
              : t('checkout.yourExamVoucherIsPaid')}
          </Alert>
          <Group gap="3" align="stretch">
            {courseLines(order?.lines ?? []).map((line, _index, all) => (
              <ButtonLink to={paths.learning(line.courseId)} key={line.courseId}>
                {all.length === 1
                  ? t('checkout.startLearning')
                  : t('checkout.startLearning2', { title: line.title })}
              </ButtonLink>
            ))}
            {orderLink}
          </Group>
        </>
      );
    case 'failed':
      return (
        <>
          <Alert tone="destructive" title={say(view.reason)} />
          <Group gap="3" align="stretch">
            {order ? <ButtonLink to={paths.checkoutOf(order)}>{t('checkout.tryAgain')}</ButtonLink> : null}
            {orderLink}
          </Group>
        </>
      );
    case 'cancelled':
      return <Alert tone="info" title={t('checkout.thisOrderWasCancelled')} />;
    case 'missing':
      return (
        <>
          <Alert tone="info" title={t('checkout.thereIsNoPaymentTo')} />
          <Group gap="3" align="stretch">
            {orderLink}
          </Group>
        </>
      );
    case 'error':
      return (
        <>
          <Alert tone="destructive" title={view.message} />
          <Group gap="3" align="stretch">
            {orderLink}
          </Group>
        </>
      );
  }
}
