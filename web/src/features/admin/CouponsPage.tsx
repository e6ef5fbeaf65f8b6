import type { Coupon } from '@academy/contracts';
import { Alert, Badge, Button, Card, formatMoney, Spinner, Table } from '@academy/ui-kit';
import { errorMessage } from '../../api/error-message.ts';
import { actionsColumn } from '../../shared/actions-column.ts';
import { formatDate } from '../../shared/dates.ts';
import { notify } from '../../shared/notify.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import common from '../admin-courses/admin-courses.module.css';
import { useCouponsQuery, useDisableCouponMutation } from './adminApi.ts';
import { CouponForm } from './CouponForm.tsx';

const discountOf = (coupon: Coupon) =>
  coupon.percentOff !== null
    ? `${coupon.percentOff}% off`
    : `${formatMoney(coupon.amountOffMinor ?? 0, coupon.currency ?? 'INR')} off`;

const expired = (coupon: Coupon) => coupon.expiresAt !== null && new Date(coupon.expiresAt) <= new Date();

/** `/coupons` (ADMIN): create coupons, see how often each was redeemed, disable one. */
export function CouponsPage() {
  const { data, error, isLoading } = useCouponsQuery();
  const [disable, disabling] = useDisableCouponMutation();
  const disableCoupon = async (code: string) => {
    try {
      const reply = await disable(code).unwrap();
      notify('success', reply.message, 'It can no longer be applied.');
    } catch (failure) {
      notify('error', errorMessage(failure, 'Operation failed'), 'Please try again');
    }
  };
  return (
    <PageContainer>
      <PageHeader eyebrow="Admin" title="Coupons" subtitle="Discount codes learners enter at checkout." />
      <div className={common.stack}>
        <CouponForm />
        <Card padding="lg">
          <div className={common.sectionHead}>
            <h2 className={common.sectionTitle}>All coupons</h2>
          </div>
          {isLoading ? (
            <Spinner label="Loading coupons" />
          ) : error ? (
            <Alert tone="destructive" title={errorMessage(error, 'Failed to load data')} />
          ) : (
            <Table<Coupon>
              caption="All coupons"
              hideCaption
              rows={data?.coupons ?? []}
              getRowKey={(coupon) => coupon.code}
              emptyMessage="No coupons yet."
              columns={[
                { key: 'code', header: 'Code', cell: (coupon) => <code>{coupon.code}</code> },
                { key: 'discount', header: 'Discount', cell: discountOf },
                {
                  key: 'redemptions',
                  header: 'Redemptions',
                  cell: (coupon) =>
                    `${coupon.redemptions} / ${coupon.maxRedemptions}${coupon.reserved ? ` (${coupon.reserved} awaiting payment)` : ''}`,
                },
                {
                  key: 'courses',
                  header: 'Courses',
                  cell: (coupon) => (coupon.courseIds.length ? coupon.courseIds.join(', ') : 'All'),
                },
                {
                  key: 'expires',
                  header: 'Expires',
                  cell: (coupon) => (coupon.expiresAt ? formatDate(coupon.expiresAt) : 'Never'),
                },
                {
                  key: 'status',
                  header: 'Status',
                  cell: (coupon) =>
                    coupon.disabled ? (
                      <Badge tone="neutral">Disabled</Badge>
                    ) : expired(coupon) ? (
                      <Badge tone="warning">Expired</Badge>
                    ) : (
                      <Badge tone="success">Active</Badge>
                    ),
                },
                actionsColumn((coupon) => (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={coupon.disabled || disabling.isLoading}
                    onClick={() => void disableCoupon(coupon.code)}
                    aria-label={`Disable ${coupon.code}`}
                  >
                    Disable
                  </Button>
                )),
              ]}
            />
          )}
        </Card>
      </div>
    </PageContainer>
  );
}
