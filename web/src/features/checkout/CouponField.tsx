import type { OrderDetail } from '@academy/contracts';
import { Alert, Button, Group, TextField } from '@academy/ui-kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { formatMoney } from '../../shared/money.ts';
import styles from './checkout.module.css';
import { useApplyCouponMutation } from './couponApi.ts';
import '../../shared/i18n/en-screens/checkout.ts';

/** A coupon code for the order: checked as it is applied, with the new amount or the reason it was refused. */
export function CouponField({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const [apply, { isLoading }] = useApplyCouponMutation();
  if (order.couponCode) {
    return (
      <Alert tone="success" title={t('checkout.couponApplied', { couponCode: order.couponCode })}>
        {t('checkout.youSave')} {formatMoney(order.discount, order.currency)}
        {t('checkout.youNowPay')}{' '}
        <strong data-testid="coupon-new-amount">{formatMoney(order.amount, order.currency)}</strong>.
      </Alert>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setRefusal('Enter a coupon code');
    try {
      await apply({ couponCode: code.trim(), orderId: order.order_id }).unwrap();
      setRefusal(undefined);
    } catch (failure) {
      setRefusal(errorMessage(failure, 'Failed to apply coupon'));
    }
  };
  return (
    <Group
      as="form"
      align="start"
      wrap={false}
      className={styles.couponForm}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <TextField
        label={t('checkout.couponCode')}
        value={code}
        maxLength={40}
        autoComplete="off"
        error={refusal}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" variant="secondary" busy={isLoading} busyText={t('checkout.checking')}>
        {t('checkout.apply')}
      </Button>
    </Group>
  );
}
