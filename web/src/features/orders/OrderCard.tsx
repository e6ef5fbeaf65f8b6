import type { Order } from '@academy/contracts';
import { Card, Group, Stack } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths/paths.ts';
import { formatDate } from '../../shared/dates.ts';
import factStyles from '../../shared/facts.module.css';
import { formatMoney } from '../../shared/money.ts';
import textStyles from '../../shared/text.module.css';
import { DownloadCertificateButton } from './DownloadCertificateButton.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { displayStatus, offersCertificate } from './order-status.ts';
import styles from './orders.module.css';
import '../../shared/i18n/en-screens/orders.ts';

/** One order of Order History on a small screen, in place of a table row wider than the phone. */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <Card padding="md">
      <Stack gap="2">
        <Group gap="3" align="start" justify="between" wrap={false}>
          <Link to={paths.course(order.courseId)} className={textStyles.strong}>
            {order.course}
          </Link>
          <OrderStatusBadge status={displayStatus(order)} />
        </Group>
        <span className={textStyles.muted}>{order.instructor}</span>
        <Stack as="dl" gap="1" className={`${factStyles.rows} ${factStyles.small}`}>
          <div>
            <dt>{t('orders.date')}</dt>
            <dd>{formatDate(order.date)}</dd>
          </div>
          <div>
            <dt>{t('orders.amount')}</dt>
            <dd>{formatMoney(order.amount, order.currency)}</dd>
          </div>
          <div>
            <dt>{t('orders.paymentMethod')}</dt>
            <dd>{order.paymentMethod ?? '—'}</dd>
          </div>
        </Stack>
        <Group gap="2" justify="between" className={styles.cardActions}>
          <Link to={paths.order(order.id)} aria-label={t('orders.order', { id: order.id })}>
            {t('orders.order2')} {order.id.slice(0, 8)}
          </Link>
          {offersCertificate(order) ? (
            <DownloadCertificateButton courseId={order.courseId} course={order.course} />
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
