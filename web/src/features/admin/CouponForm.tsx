import { Card, Select, TextField } from '@academy/ui-kit';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/error-message.ts';
import { notify } from '../../shared/notify.tsx';
import { SubmitRow } from '../../shared/SubmitRow.tsx';
import common from '../admin-courses/admin-courses.module.css';
import { useGenerateCouponMutation } from './adminApi.ts';
import { CoursePicker } from './CoursePicker.tsx';
import {
  type CouponFormErrors,
  type CouponFormValues,
  couponBodyOf,
  EMPTY_COUPON_FORM,
} from './coupon-form.ts';
import styles from './revenue.module.css';

const KINDS = [
  { value: 'percent', label: 'Percentage off' },
  { value: 'amount', label: 'Amount off (₹)' },
];

/** Creates a coupon and says its code; the list below refreshes. */
export function CouponForm() {
  const [values, setValues] = useState<CouponFormValues>(EMPTY_COUPON_FORM);
  const [errors, setErrors] = useState<CouponFormErrors>({});
  const [generate, { isLoading }] = useGenerateCouponMutation();
  const field = (name: 'prefix' | 'value' | 'maxRedemptions' | 'expiresOn') => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = couponBodyOf(values);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    try {
      const reply = await generate(result.body).unwrap();
      notify('success', reply.message, 'Share the code with learners.');
      setValues(EMPTY_COUPON_FORM);
    } catch (failure) {
      notify('error', errorMessage(failure, 'Failed to generate coupon'), 'Please try again');
    }
  };
  return (
    <Card padding="lg">
      <div className={common.sectionHead}>
        <h2 className={common.sectionTitle}>New coupon</h2>
      </div>
      <form className={styles.couponForm} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Code prefix"
          hint="e.g. SPRING → SPRING-7KQ2X9HMT4RB"
          maxLength={16}
          {...field('prefix')}
        />
        <Select
          label="Discount"
          options={KINDS}
          value={values.kind}
          onValueChange={(kind) => setValues({ ...values, kind: kind === 'amount' ? 'amount' : 'percent' })}
        />
        <TextField
          label={values.kind === 'percent' ? 'Percent off' : 'Amount off (₹)'}
          inputMode="decimal"
          required
          {...field('value')}
        />
        <TextField label="Maximum redemptions" inputMode="numeric" required {...field('maxRedemptions')} />
        <TextField label="Expires on (optional)" type="date" {...field('expiresOn')} />
        <CoursePicker
          value={values.courseIds}
          onChange={(courseIds) => setValues({ ...values, courseIds })}
        />
        <SubmitRow className={styles.couponSubmit} busy={isLoading} busyText="Creating...">
          Create coupon
        </SubmitRow>
      </form>
    </Card>
  );
}
