import type { OrderDetail } from '@academy/contracts';
import { Group, Stack } from '@academy/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/money.ts';
import textStyles from '../../shared/text.module.css';
import '../../shared/i18n/en-screens/orders.ts';

/** A label at the start of a line and its amount at the end (subtotal, discount, total). */
function AmountLine(props: { className?: string; children: ReactNode; 'data-testid'?: string }) {
  return <Group as="p" gap="0" align="stretch" justify="between" wrap={false} {...props} />;
}

/** An order's courses with their prices, the coupon's discount if any, and the total. */
export function OrderLines({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4">
      <Stack gap="3" as="ul" aria-label={t('orders.coursesInThisOrder')}>
        {order.lines.map((line) => (
          <Group gap="2" align="baseline" justify="between" as="li" key={`${line.kind}-${line.courseId}`}>
            <div>
              <p className={textStyles.strongLine}>{line.title}</p>
              <p className={textStyles.mutedSmall}>
                {line.kind === 'voucher'
                  ? t('orders.examVoucher')
                  : t('orders.by', { instructor: line.instructor })}
              </p>
            </div>
            <span>{formatMoney(line.amountMinor, order.currency)}</span>
          </Group>
        ))}
      </Stack>
      {order.discount > 0 ? (
        <>
          <AmountLine className={textStyles.mutedParagraph}>
            <span>{t('orders.subtotal')}</span>
            <span>{formatMoney(order.originalAmount, order.currency)}</span>
          </AmountLine>
          <AmountLine className={textStyles.mutedParagraph} data-testid="order-discount">
            <span>
              {t('orders.coupon')} {order.couponCode}
            </span>
            <span>−{formatMoney(order.discount, order.currency)}</span>
          </AmountLine>
        </>
      ) : null}
      <AmountLine className={textStyles.titleLg}>
        <span>{t('orders.total')}</span>
        <span data-testid="order-total">{formatMoney(order.amount, order.currency)}</span>
      </AmountLine>
    </Stack>
  );
}
