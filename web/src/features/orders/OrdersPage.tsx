import type { Order } from '@academy/contracts';
import {
  Button,
  DownloadIcon,
  EmptyState,
  Group,
  Pagination,
  ReceiptIcon,
  Select,
  Spinner,
  Table,
  type TableColumn,
  TextField,
} from '@academy/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../api/error-message.ts';
import { paths } from '../../app/paths/paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { formatDate } from '../../shared/dates.ts';
import { saveBlob } from '../../shared/file-download.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { LoadFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import { formatMoney } from '../../shared/money.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { DownloadCertificateButton } from './DownloadCertificateButton.tsx';
import { OrderCard } from './OrderCard.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { filterOrders, pageOfOrders } from './order-list.ts';
import {
  displayStatus,
  ORDER_STATUSES,
  type OrderDisplayStatus,
  offersCertificate,
  STATUS_LABEL,
} from './order-status.ts';
import styles from './orders.module.css';
import { ordersCsv } from './orders-csv.ts';
import { useMyOrdersQuery } from './ordersApi.ts';
import '../../shared/i18n/en-screens/orders.ts';
import textStyles from '../../shared/text.module.css';

const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: 'orders.allStatuses' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: STATUS_LABEL[status] })),
];

/** The table's columns; each `header` is a translation key. */
const COLUMNS: (TableColumn<Order> & { header: string })[] = [
  {
    key: 'order',
    header: 'orders.order2',
    cell: (order) => (
      <Link
        to={paths.order(order.id)}
        className={styles.mono}
        aria-label={i18n.t('orders.order', { id: order.id })}
      >
        {order.id.slice(0, 8)}
      </Link>
    ),
  },
  {
    key: 'course',
    header: 'orders.course',
    cell: (order) => (
      <>
        <Link to={paths.course(order.courseId)}>{order.course}</Link>
        <p className={textStyles.muted}>{order.instructor}</p>
      </>
    ),
  },
  { key: 'date', header: 'orders.date', cell: (order) => formatDate(order.date) },
  {
    key: 'amount',
    header: 'orders.amount',
    align: 'end',
    cell: (order) => formatMoney(order.amount, order.currency),
  },
  { key: 'method', header: 'orders.paymentMethod', cell: (order) => order.paymentMethod ?? '—' },
  {
    key: 'status',
    header: 'orders.status',
    cell: (order) => <OrderStatusBadge status={displayStatus(order)} />,
  },
  {
    key: 'actions',
    header: 'orders.actions',
    cell: (order) =>
      offersCertificate(order) ? (
        <DownloadCertificateButton courseId={order.courseId} course={order.course} />
      ) : null,
  },
];

/** `/orders`: every order of the learner, searchable, filterable by status, paged and exportable. */
export function OrdersPage() {
  const { t } = useTranslation();
  const orders = useMyOrdersQuery();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderDisplayStatus | null>(null);
  const [page, setPage] = useState(1);

  const all = orders.data?.data ?? [];
  const matching = filterOrders(all, { search, status });
  const shown = pageOfOrders(matching, page);
  const exportCsv = () => {
    // The byte-order mark makes spreadsheets read the file as UTF-8 (currency signs, names).
    const blob = new Blob(['\uFEFF', ordersCsv(matching)], { type: 'text/csv;charset=utf-8' });
    saveBlob(blob, `orders-${new Date().toISOString().slice(0, 10)}.csv`);
  };

  return (
    <>
      <PageHeader
        title={t('orders.orderHistory')}
        subtitle={t('orders.yourPurchasesTheirPaymentsAnd')}
        actions={
          all.length > 0 ? (
            <Button variant="secondary" onClick={exportCsv} disabled={matching.length === 0}>
              <DownloadIcon /> {t('orders.exportCsv')}
            </Button>
          ) : null
        }
      />
      {orders.error ? (
        <LoadFailedAlert
          title={t('orders.errorLoadingOrders', { value1: errorMessage(orders.error, 'Operation failed') })}
          onRetry={() => void orders.refetch()}
          retrying={orders.isFetching}
        />
      ) : orders.isLoading ? (
        <Spinner size="lg" label={t('orders.loadingYourOrders')} />
      ) : all.length === 0 ? (
        <EmptyState
          icon={<ReceiptIcon />}
          title={t('orders.youDonTHaveAny')}
          action={<ButtonLink to={paths.courses}>{t('orders.browseCourses')}</ButtonLink>}
        />
      ) : (
        <>
          <Group gap="4" align="end" className={styles.toolbar}>
            <div className={styles.search}>
              <TextField
                label={t('orders.searchOrders')}
                type="search"
                placeholder={t('orders.orderIdCourseOrInstructor')}
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setPage(1);
                }}
              />
            </div>
            <div className={styles.filter}>
              <Select
                label={t('orders.filterByStatus')}
                options={STATUS_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
                value={status ?? ALL}
                onValueChange={(value) => {
                  setStatus(ORDER_STATUSES.find((known) => known === value) ?? null);
                  setPage(1);
                }}
              />
            </div>
          </Group>
          {shown.rows.length === 0 ? (
            <p className={textStyles.mutedSmall}>{t('orders.noOrdersMatch')}</p>
          ) : (
            <Table
              caption={t('orders.yourOrders')}
              hideCaption
              columns={COLUMNS.map((column) => ({ ...column, header: t(column.header) }))}
              rows={shown.rows}
              getRowKey={(order) => order.id}
              card={(order) => <OrderCard order={order} />}
            />
          )}
          {shown.pageCount > 1 ? (
            <Group gap="0" align="stretch" justify="center" wrap={false} className={styles.pager}>
              <Pagination page={shown.page} pageCount={shown.pageCount} onPageChange={setPage} />
            </Group>
          ) : null}
        </>
      )}
    </>
  );
}
