import type { PaymentRecord } from '@academy/contracts';
import { Badge, Card, Group, Spinner, Table, type TableColumn } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { columnsCard } from '../../shared/columns-card.tsx';
import { formatDate } from '../../shared/dates.ts';
import { LoadFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import { formatMoney } from '../../shared/money.ts';
import textStyles from '../../shared/text.module.css';
import common from '../admin-courses/admin-courses.module.css';
import { PAYMENT_RECORDS_COUNT, usePaymentsQuery } from './adminApi.ts';
// Chart.js comes with this page's own lazily loaded chunk (admin dashboard only), never with the first
// screen; a second, nested lazy chunk would split React's runtime out of the entry and grow it.
import { RevenueChart } from './RevenueChart.tsx';
import { hasSales } from './revenue-axis.ts';

const STATUS_TONE = { Paid: 'success', Refunded: 'warning', Refund: 'danger' } as const;
const STATUS_TEXT = {
  Paid: 'adminRevenue.paid',
  Refunded: 'adminRevenue.refunded',
  Refund: 'adminRevenue.refund',
} as const;

/** Revenue by month as a chart, and the latest payments and refunds. */
export function RevenuePanel() {
  const { t } = useTranslation();
  const { data, error, isLoading, isFetching, refetch } = usePaymentsQuery(PAYMENT_RECORDS_COUNT);
  const columns: TableColumn<PaymentRecord>[] = [
    { key: 'date', header: t('adminRevenue.date'), cell: (payment) => formatDate(payment.date) },
    { key: 'learner', header: t('adminRevenue.learner'), cell: (payment) => payment.learner },
    {
      key: 'item',
      header: t('adminRevenue.courseOrPlan'),
      cell: (payment) => payment.course ?? payment.plan ?? '—',
    },
    {
      key: 'status',
      header: t('adminRevenue.status'),
      cell: (payment) => <Badge tone={STATUS_TONE[payment.status]}>{t(STATUS_TEXT[payment.status])}</Badge>,
    },
    {
      key: 'amount',
      header: t('adminRevenue.amount'),
      align: 'end',
      cell: (payment) =>
        formatMoney(payment.status === 'Refund' ? -payment.amount : payment.amount, payment.currency),
    },
  ];
  if (error) {
    return (
      <LoadFailedAlert
        title={errorMessage(error, t('adminRevenue.failedToLoad'))}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  return (
    <>
      <Card padding="lg">
        <Group gap="3" justify="between" className={common.sectionHead}>
          <h2 className={textStyles.titleLg}>{t('adminRevenue.revenueByMonth')}</h2>
          <p className={textStyles.muted}>
            {t('adminRevenue.netOfRefunds', { currency: data?.salesCurrency ?? '' })}
          </p>
        </Group>
        {data && !hasSales(data.monthlySalesRecord) ? (
          <p className={textStyles.muted}>{t('adminRevenue.noSales')}</p>
        ) : null}
        {isLoading || !data ? (
          <Spinner label={t('adminRevenue.loadingRevenue')} />
        ) : (
          <RevenueChart
            months={data.finalMonths}
            sales={data.monthlySalesRecord}
            currency={data.salesCurrency}
          />
        )}
      </Card>
      <Card padding="lg">
        <Group gap="3" justify="between" className={common.sectionHead}>
          <h2 className={textStyles.titleLg}>{t('adminRevenue.recentPayments')}</h2>
        </Group>
        <Table<PaymentRecord>
          caption={t('adminRevenue.recentPayments')}
          hideCaption
          rows={data?.allPayments ?? []}
          getRowKey={(payment) => `${payment.id}-${payment.status}`}
          emptyMessage={isLoading ? t('adminRevenue.loadingPayments') : t('adminRevenue.noPaymentsYet')}
          columns={columns}
          card={columnsCard(columns, { titleKey: 'item', statusKey: 'status' })}
        />
      </Card>
    </>
  );
}
