import type { OrderDetail } from '@academy/contracts';
import { Alert, Button, Card, ConfirmDialog, DownloadIcon, Spinner } from '@academy/ui-kit';
import { useParams } from 'react-router';
import { appPath } from '../../app/paths/app-paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { Detail } from '../../shared/Detail.tsx';
import { formatDate, formatDateTime } from '../../shared/dates.ts';
import { QueryFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { usePdfDownload } from '../certificates/certificate-download.ts';
import { retryPath } from '../checkout/payment-outcome.ts';
import { OrderLines } from './OrderLines.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { cancellationText, documentFileName } from './order-format.ts';
import { displayStatus } from './order-status.ts';
import styles from './orders.module.css';
import { invoiceUrl, useOrderQuery } from './ordersApi.ts';
import { useCancelOrder } from './useCancelOrder.ts';

/** `/orders/:id`: one order's courses, history, payment, invoice, and its cancel or refund. */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const order = useOrderQuery(id);
  return (
    <>
      <PageHeader
        title="Order details"
        subtitle={<span className={styles.mono}>Order {id}</span>}
        actions={
          <ButtonLink to="/orders" variant="secondary">
            All orders
          </ButtonLink>
        }
      />
      {order.error ? (
        <QueryFailedAlert query={order} fallback="Failed to load your order" />
      ) : order.data ? (
        <OrderView order={order.data.data} />
      ) : (
        <Spinner size="lg" label="Loading your order" />
      )}
    </>
  );
}

function OrderView({ order }: { order: OrderDetail }) {
  return (
    <div className={styles.grid}>
      <div className={styles.stack}>
        <Card padding="lg">
          <h2 className={styles.sectionTitle}>Courses</h2>
          <OrderLines order={order} />
        </Card>
        <Card padding="lg">
          <h2 className={styles.sectionTitle}>Status history</h2>
          <ol className={styles.history}>
            {order.history.map((change) => (
              <li key={`${change.status}-${change.at}`}>
                <OrderStatusBadge status={change.status} />
                <span>{formatDateTime(change.at)}</span>
                {change.note ? <span className={styles.muted}>{change.note}</span> : null}
              </li>
            ))}
          </ol>
        </Card>
      </div>
      <Card padding="lg" variant="elevated" className={styles.stack}>
        <dl className={styles.facts}>
          <Detail term="Status">
            <OrderStatusBadge status={displayStatus(order)} />
          </Detail>
          <Detail term="Date">{formatDate(order.date)}</Detail>
          <Detail term="Payment method">{order.paymentMethod ?? '—'}</Detail>
          {order.invoiceNumber ? <Detail term="Invoice">{order.invoiceNumber}</Detail> : null}
          {order.refunded ? <Detail term="Refund">Refunded to your card</Detail> : null}
        </dl>
        {order.failureReason ? <Alert tone="destructive" title={order.failureReason} /> : null}
        <OrderActions order={order} />
      </Card>
    </div>
  );
}

function OrderActions({ order }: { order: OrderDetail }) {
  return (
    <>
      {order.status === 'Completed' ? <DocumentButton order={order} document="invoice" /> : null}
      {order.refunded ? <DocumentButton order={order} document="credit note" /> : null}
      {order.status === 'Processing' ? (
        <ButtonLink to={appPath(`/payment/checkout?order=${order.order_id}`)} fullWidth>
          Pay now
        </ButtonLink>
      ) : null}
      {order.status === 'Failed' ? (
        <ButtonLink to={appPath(retryPath(order))} fullWidth>
          Try again
        </ButtonLink>
      ) : null}
      {order.cancellation !== 'none' ? <CancelButton order={order} kind={order.cancellation} /> : null}
    </>
  );
}

/** The order's PDF from the invoice address: the invoice once paid, the credit note once refunded. */
function DocumentButton({ order, document }: { order: OrderDetail; document: 'invoice' | 'credit note' }) {
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
        busyText="Downloading..."
      >
        <DownloadIcon /> Download {document}
      </Button>
      {error ? <Alert tone="destructive" title={error} /> : null}
    </>
  );
}

function CancelButton({ order, kind }: { order: OrderDetail; kind: 'cancel' | 'refund' }) {
  const { cancel, cancelling, refusal } = useCancelOrder(order.order_id, kind);
  const refund = kind === 'refund';
  const label = refund ? 'Refund order' : 'Cancel order';
  return (
    <>
      <ConfirmDialog
        title={refund ? 'Refund this order?' : 'Cancel this order?'}
        description={cancellationText(order, kind)}
        confirmLabel={label}
        cancelLabel="Keep order"
        tone="danger"
        onConfirm={() => void cancel()}
        trigger={
          <Button
            variant="danger"
            fullWidth
            busy={cancelling}
            busyText={refund ? 'Refunding...' : 'Cancelling...'}
          >
            {label}
          </Button>
        }
      />
      {refusal ? <Alert tone="destructive" title={refusal} /> : null}
    </>
  );
}
