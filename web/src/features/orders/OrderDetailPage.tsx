import type { OrderDetail } from '@academy/contracts';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  DownloadIcon,
  Group,
  PageSection,
  Spinner,
  Split,
  Stack,
} from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../app/paths/paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { Detail } from '../../shared/Detail.tsx';
import { formatDate, formatDateTime } from '../../shared/dates.ts';
import factStyles from '../../shared/facts.module.css';
import { QueryFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { usePdfDownload } from '../certificates/certificate-download.ts';
import { OrderLines } from './OrderLines.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { cancellationText, documentFileName } from './order-format.ts';
import { displayStatus } from './order-status.ts';
import styles from './orders.module.css';
import { invoiceUrl, useOrderQuery } from './ordersApi.ts';
import { useCancelOrder } from './useCancelOrder.ts';
import '../../shared/i18n/en-screens/orders.ts';
import textStyles from '../../shared/text.module.css';

/** `/orders/:id`: one order's courses, history, payment, invoice, and its cancel or refund. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const order = useOrderQuery(id);
  return (
    <>
      <PageHeader
        title={t('orders.orderDetails')}
        subtitle={
          <span className={styles.mono}>
            {t('orders.order2')} {id}
          </span>
        }
        actions={
          <ButtonLink to={paths.orders} variant="secondary">
            {t('orders.allOrders')}
          </ButtonLink>
        }
      />
      {order.error ? (
        <QueryFailedAlert query={order} fallback="Failed to load your order" />
      ) : order.data ? (
        <OrderView order={order.data.data} />
      ) : (
        <Spinner size="lg" label={t('orders.loadingYourOrder')} />
      )}
    </>
  );
}

function OrderView({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <Split columns="minmax(0, 1fr) 22rem">
      <Stack gap="4">
        <Card padding="lg">
          <PageSection title={t('orders.courses')}>
            <OrderLines order={order} />
          </PageSection>
        </Card>
        <Card padding="lg">
          <PageSection title={t('orders.statusHistory')}>
            <Stack gap="3" as="ol">
              {order.history.map((change) => (
                <Group gap="2" as="li" key={`${change.status}-${change.at}`}>
                  <OrderStatusBadge status={change.status} />
                  <span>{formatDateTime(change.at)}</span>
                  {change.note ? <span className={textStyles.muted}>{change.note}</span> : null}
                </Group>
              ))}
            </Stack>
          </PageSection>
        </Card>
      </Stack>
      <Card padding="lg" variant="elevated">
        <Stack gap="4">
          <Stack gap="3" as="dl" className={`${factStyles.rows} ${styles.facts}`}>
            <Detail term={t('orders.status')}>
              <OrderStatusBadge status={displayStatus(order)} />
            </Detail>
            <Detail term={t('orders.date')}>{formatDate(order.date)}</Detail>
            <Detail term={t('orders.paymentMethod')}>{order.paymentMethod ?? '—'}</Detail>
            {order.invoiceNumber ? <Detail term={t('orders.invoice')}>{order.invoiceNumber}</Detail> : null}
            {order.refunded ? (
              <Detail term={t('orders.refund')}>{t('orders.refundedToYourCard')}</Detail>
            ) : null}
          </Stack>
          {order.failureReason ? <Alert tone="destructive" title={order.failureReason} /> : null}
          <OrderActions order={order} />
        </Stack>
      </Card>
    </Split>
  );
}

function OrderActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <>
      {order.status === 'Completed' ? <DocumentButton order={order} document="invoice" /> : null}
      {order.refunded ? <DocumentButton order={order} document="credit note" /> : null}
      {order.status === 'Processing' ? (
        <ButtonLink to={paths.checkoutOf(order)} fullWidth>
          {t('orders.payNow')}
        </ButtonLink>
      ) : null}
      {order.status === 'Failed' ? (
        <ButtonLink to={paths.checkoutOf(order)} fullWidth>
          {t('orders.tryAgain')}
        </ButtonLink>
      ) : null}
      {order.cancellation !== 'none' ? <CancelButton order={order} kind={order.cancellation} /> : null}
    </>
  );
}

/** The order's PDF from the invoice address: the invoice once paid, the credit note once refunded. */
function DocumentButton({ order, document }: { order: OrderDetail; document: 'invoice' | 'credit note' }) {
  const { t } = useTranslation();
  const { busy, error, download } = usePdfDownload(
    invoiceUrl(order.order_id),
    documentFileName(order, document),
    {
      fallback: `Failed to download the ${document}`,
      networkFailure: `Failed to download the ${document}. Please try again.`,
    },
  );
  return (
    <>
      <Button
        variant="secondary"
        fullWidth
        onClick={() => void download()}
        busy={busy}
        busyText={t('orders.downloading')}
      >
        <DownloadIcon /> {t('orders.download')} {document}
      </Button>
      {error ? <Alert tone="destructive" title={error} /> : null}
    </>
  );
}

function CancelButton({ order, kind }: { order: OrderDetail; kind: 'cancel' | 'refund' }) {
  const { t } = useTranslation();
  const { cancel, cancelling, refusal } = useCancelOrder(order.order_id, kind);
  const refund = kind === 'refund';
  const label = refund ? t('orders.refundOrder') : t('orders.cancelOrder');
  return (
    <>
      <ConfirmDialog
        title={refund ? t('orders.refundThisOrder') : t('orders.cancelThisOrder')}
        description={cancellationText(order, kind)}
        confirmLabel={label}
        cancelLabel={t('orders.keepOrder')}
        tone="danger"
        onConfirm={() => void cancel()}
        trigger={
          <Button
            variant="danger"
            fullWidth
            busy={cancelling}
            busyText={refund ? t('orders.refunding') : t('orders.cancelling')}
          >
            {label}
          </Button>
        }
      />
      {refusal ? <Alert tone="destructive" title={refusal} /> : null}
    </>
  );
}
