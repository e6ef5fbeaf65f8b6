import type { Order } from '@academy/contracts';
import { Card, formatMoney } from '@academy/ui-kit';
import { Link } from 'react-router';
import { formatDate } from '../../shared/dates.ts';
import { DownloadCertificateButton } from './DownloadCertificateButton.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { displayStatus, offersCertificate } from './order-status.ts';
import styles from './orders.module.css';

/** One order of Order History on a small screen, in place of a table row wider than the phone. */
export function OrderCard({ order }: { order: Order }) {
  return (
    <Card padding="md" className={styles.card}>
      <div className={styles.cardTop}>
        <Link to={`/courses/${order.courseId}`} className={styles.cardTitle}>
          {order.course}
        </Link>
        <OrderStatusBadge status={displayStatus(order)} />
      </div>
      <span className={styles.muted}>{order.instructor}</span>
      <dl className={styles.cardFacts}>
        <div>
          <dt>Date</dt>
          <dd>{formatDate(order.date)}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{formatMoney(order.amount, order.currency)}</dd>
        </div>
        <div>
          <dt>Payment method</dt>
          <dd>{order.paymentMethod ?? '—'}</dd>
        </div>
      </dl>
      <div className={styles.cardActions}>
        <Link to={`/orders/${order.id}`} aria-label={`Order ${order.id}`}>
          Order {order.id.slice(0, 8)}
        </Link>
        {offersCertificate(order) ? (
          <DownloadCertificateButton courseId={order.courseId} course={order.course} />
        ) : null}
      </div>
    </Card>
  );
}
