import type { OrderDetail } from '@academy/contracts';
import { Alert, Button, formatMoney, TextField } from '@academy/ui-kit';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/error-message.ts';
import styles from './checkout.module.css';
import { useApplyCouponMutation } from './couponApi.ts';

/** A coupon code for the order: checked as it is applied, with the new amount or the reason it was refused. */
export function CouponField({ order }: { order: OrderDetail }) {
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const [apply, { isLoading }] = useApplyCouponMutation();
  if (order.couponCode) {
    return (
      <Alert tone="success" title={`Coupon ${order.couponCode} applied`}>
        You save {formatMoney(order.discount, order.currency)}: you now pay{' '}
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
    <form className={styles.couponForm} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Coupon code"
        value={code}
        maxLength={40}
        autoComplete="off"
        error={refusal}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" variant="secondary" busy={isLoading} busyText="Checking...">
        Apply
      </Button>
    </form>
  );
}
