import { Card, Group, Select, Split, TextField } from '@academy/ui-kit';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { notify } from '../../shared/notify.tsx';
import { SubmitRow } from '../../shared/SubmitRow.tsx';
import textStyles from '../../shared/text.module.css';
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

const kinds = (t: TFunction) => [
  { value: 'percent', label: t('adminCoupons.percentageOff') },
  { value: 'amount', label: t('adminCoupons.amountOff') },
];

/** Creates a coupon and says its code; the list below refreshes. */
export function CouponForm() {
  const { t } = useTranslation();
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
      // The server's sentence ('Coupon X created'), in the language on screen.
      notify(
        'success',
        t('adminCoupons.created', { code: reply.coupon.code }),
        t('adminCoupons.shareTheCode'),
      );
      setValues(EMPTY_COUPON_FORM);
    } catch (failure) {
      notify(
        'error',
        errorMessage(failure, t('adminCoupons.failedToGenerate')),
        t('adminCoupons.pleaseTryAgain'),
      );
    }
  };
  return (
    <Card padding="lg">
      <Group gap="3" justify="between" className={common.sectionHead}>
        <h2 className={textStyles.titleLg}>{t('adminCoupons.newCoupon')}</h2>
      </Group>
      <Split
        as="form"
        columns="repeat(3, minmax(0, 1fr))"
        from="48rem"
        gap="4"
        align="stretch"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <TextField
          label={t('adminCoupons.codePrefix')}
          hint={t('adminCoupons.codePrefixHint')}
          maxLength={16}
          {...field('prefix')}
        />
        <Select
          label={t('adminCoupons.discount')}
          options={kinds(t)}
          value={values.kind}
          onValueChange={(kind) => setValues({ ...values, kind: kind === 'amount' ? 'amount' : 'percent' })}
        />
        <TextField
          label={values.kind === 'percent' ? t('adminCoupons.percentOff') : t('adminCoupons.amountOff')}
          inputMode="decimal"
          required
          {...field('value')}
        />
        <TextField
          label={t('adminCoupons.maximumRedemptions')}
          inputMode="numeric"
          required
          {...field('maxRedemptions')}
        />
        <TextField label={t('adminCoupons.expiresOnOptional')} type="date" {...field('expiresOn')} />
        <CoursePicker
          value={values.courseIds}
          onChange={(courseIds) => setValues({ ...values, courseIds })}
        />
        <SubmitRow className={styles.couponSubmit} busy={isLoading} busyText={t('adminCoupons.creating')}>
          {t('adminCoupons.createCoupon')}
        </SubmitRow>
      </Split>
    </Card>
  );
}
