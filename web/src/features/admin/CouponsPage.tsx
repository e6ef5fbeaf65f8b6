import type { Coupon } from '@academy/contracts';
import { Alert, Badge, Button, Card, Group, Spinner, Stack, Table, type TableColumn } from '@academy/ui-kit';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { actionsColumn } from '../../shared/actions-column.ts';
import { columnsCard } from '../../shared/columns-card.tsx';
import { formatDate } from '../../shared/dates.ts';
import { formatMoney } from '../../shared/money.ts';
import { notify } from '../../shared/notify.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import textStyles from '../../shared/text.module.css';
import common from '../admin-courses/admin-courses.module.css';
import { useCouponsQuery, useDisableCouponMutation } from './adminApi.ts';
import { CouponForm } from './CouponForm.tsx';

const discountOf = (t: TFunction) => (coupon: Coupon) =>
  coupon.percentOff !== null
    ? t('adminCoupons.percentOffValue', { percent: coupon.percentOff })
    : t('adminCoupons.amountOffValue', {
        amount: formatMoney(coupon.amountOffMinor ?? 0, coupon.currency ?? 'INR'),
      });

const expired = (coupon: Coupon) => coupon.expiresAt !== null && new Date(coupon.expiresAt) <= new Date();

/** `/coupons` (ADMIN): create coupons, see how often each was redeemed, disable one. */
export function CouponsPage() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useCouponsQuery();
  const [disable, disabling] = useDisableCouponMutation();
  const disableCoupon = async (code: string) => {
    try {
      const reply = await disable(code).unwrap();
      // The server's sentence ('Coupon X disabled'), in the language on screen.
      notify(
        'success',
        t('adminCoupons.disabledToast', { code: reply.coupon.code }),
        t('adminCoupons.noLongerApplied'),
      );
    } catch (failure) {
      notify(
        'error',
        errorMessage(failure, t('adminCoupons.operationFailed')),
        t('adminCoupons.pleaseTryAgain'),
      );
    }
  };
  const columns: TableColumn<Coupon>[] = [
    { key: 'code', header: t('adminCoupons.code'), cell: (coupon) => <code>{coupon.code}</code> },
    { key: 'discount', header: t('adminCoupons.discount'), cell: discountOf(t) },
    {
      key: 'redemptions',
      header: t('adminCoupons.redemptions'),
      cell: (coupon) =>
        `${coupon.redemptions} / ${coupon.maxRedemptions}${coupon.reserved ? t('adminCoupons.awaitingPayment', { count: coupon.reserved }) : ''}`,
    },
    {
      key: 'courses',
      header: t('adminCoupons.courses'),
      cell: (coupon) => (coupon.courseIds.length ? coupon.courseIds.join(', ') : t('adminCoupons.all')),
    },
    {
      key: 'expires',
      header: t('adminCoupons.expires'),
      cell: (coupon) => (coupon.expiresAt ? formatDate(coupon.expiresAt) : t('adminCoupons.never')),
    },
    {
      key: 'status',
      header: t('adminCoupons.status'),
      cell: (coupon) =>
        coupon.disabled ? (
          <Badge tone="neutral">{t('adminCoupons.disabled')}</Badge>
        ) : expired(coupon) ? (
          <Badge tone="warning">{t('adminCoupons.expired')}</Badge>
        ) : (
          <Badge tone="success">{t('adminCoupons.active')}</Badge>
        ),
    },
    actionsColumn((coupon) => (
      <Button
        size="sm"
        variant="secondary"
        disabled={coupon.disabled || disabling.isLoading}
        onClick={() => void disableCoupon(coupon.code)}
        aria-label={t('adminCoupons.disableCode', { code: coupon.code })}
      >
        {t('adminCoupons.disable')}
      </Button>
    )),
  ];
  return (
    <PageContainer>
      <PageHeader
        eyebrow={t('adminCoupons.eyebrow')}
        title={t('adminCoupons.coupons')}
        subtitle={t('adminCoupons.subtitle')}
      />
      <Stack gap="6">
        <CouponForm />
        <Card padding="lg">
          <Group gap="3" justify="between" className={common.sectionHead}>
            <h2 className={textStyles.titleLg}>{t('adminCoupons.allCoupons')}</h2>
          </Group>
          {isLoading ? (
            <Spinner label={t('adminCoupons.loadingCoupons')} />
          ) : error ? (
            <Alert tone="destructive" title={errorMessage(error, t('adminCoupons.failedToLoad'))} />
          ) : (
            <Table<Coupon>
              caption={t('adminCoupons.allCoupons')}
              hideCaption
              rows={data?.coupons ?? []}
              getRowKey={(coupon) => coupon.code}
              emptyMessage={t('adminCoupons.noCouponsYet')}
              columns={columns}
              card={columnsCard(columns, { titleKey: 'code', statusKey: 'status', actionsKey: 'actions' })}
            />
          )}
        </Card>
      </Stack>
    </PageContainer>
  );
}
