import type { PaymentRecord } from '@academy/contracts';
import { Badge, Card, formatMoney, Spinner, Table } from '@academy/ui-kit';
import { errorMessage } from '../../api/error-message.ts';
import { formatDate } from '../../shared/dates.ts';
import { LoadFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import common from '../admin-courses/admin-courses.module.css';
import { PAYMENT_RECORDS_COUNT, usePaymentsQuery } from './adminApi.ts';
// Chart.js comes with this page's own lazily loaded chunk (admin dashboard only), never with the first
// screen; a second, nested lazy chunk would split React's runtime out of the entry and grow it.
import { RevenueChart } from './RevenueChart.tsx';
import { hasSales } from './revenue-axis.ts';

const STATUS_TONE = { Paid: 'success', Refunded: 'warning', Refund: 'danger' } as const;

/** Revenue by month as a chart, and the latest payments and refunds. */
export function RevenuePanel() {
  const { data, error, isLoading, isFetching, refetch } = usePaymentsQuery(PAYMENT_RECORDS_COUNT);
  if (error) {
    return (
      <LoadFailedAlert
        title={errorMessage(error, 'Failed to load data')}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  return (
    <>
      <Card padding="lg">
        <div className={common.sectionHead}>
          <h2 className={common.sectionTitle}>Revenue by month</h2>
          <p className={common.muted}>Net of refunds, {data?.salesCurrency ?? ''}</p>
        </div>
        {data && !hasSales(data.monthlySalesRecord) ? (
          <p className={common.muted}>No sales in these twelve months yet.</p>
        ) : null}
        {isLoading || !data ? (
          <Spinner label="Loading revenue" />
        ) : (
          <RevenueChart
            months={data.finalMonths}
            sales={data.monthlySalesRecord}
            currency={data.salesCurrency}
          />
        )}
      </Card>
      <Card padding="lg">
        <div className={common.sectionHead}>
          <h2 className={common.sectionTitle}>Recent payments</h2>
        </div>
        <Table<PaymentRecord>
          caption="Recent payments"
          hideCaption
          rows={data?.allPayments ?? []}
          getRowKey={(payment) => `${payment.id}-${payment.status}`}
          emptyMessage={isLoading ? 'Loading payments…' : 'No payments yet.'}
          columns={[
            { key: 'date', header: 'Date', cell: (payment) => formatDate(payment.date) },
            { key: 'learner', header: 'Learner', cell: (payment) => payment.learner },
            {
              key: 'item',
              header: 'Course or plan',
              cell: (payment) => payment.course ?? payment.plan ?? '—',
            },
            {
              key: 'status',
              header: 'Status',
              cell: (payment) => <Badge tone={STATUS_TONE[payment.status]}>{payment.status}</Badge>,
            },
            {
              key: 'amount',
              header: 'Amount',
              align: 'end',
              cell: (payment) =>
                formatMoney(payment.status === 'Refund' ? -payment.amount : payment.amount, payment.currency),
            },
          ]}
        />
      </Card>
    </>
  );
}
