import type { GenerateCouponBody } from '@academy/contracts';
import { parseRupees } from '../admin-courses/course-form.ts';

export interface CouponFormValues {
  prefix: string;
  kind: 'percent' | 'amount';
  /** A percentage (1–99) or an amount in rupees. */
  value: string;
  maxRedemptions: string;
  /** A date (YYYY-MM-DD): the coupon works until the end of that day (UTC). */
  expiresOn: string;
  /** Course ids separated by commas or spaces; empty for every course. */
  courseIds: string;
}

export type CouponFormErrors = Partial<Record<keyof CouponFormValues, string>>;

export const EMPTY_COUPON_FORM: CouponFormValues = {
  prefix: '',
  kind: 'percent',
  value: '',
  maxRedemptions: '',
  expiresOn: '',
  courseIds: '',
};

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** The generate request for the form, or what to fix, field by field. */
export function couponBodyOf(
  values: CouponFormValues,
  now = new Date(),
): { body: GenerateCouponBody } | { errors: CouponFormErrors } {
  const errors: CouponFormErrors = {};
  const prefix = values.prefix.trim();
  if (!/^[A-Za-z0-9]{0,16}$/.test(prefix)) errors.prefix = 'Use up to 16 letters and digits';
  const percent = values.kind === 'percent' ? wholeNumber(values.value) : null;
  const amount = values.kind === 'amount' ? parseRupees(values.value) : null;
  if (values.kind === 'percent' && (percent === null || percent < 1 || percent > 99)) {
    errors.value = 'Enter a percentage from 1 to 99';
  }
  if (values.kind === 'amount' && (amount === null || amount <= 0))
    errors.value = 'Enter an amount in rupees, e.g. 500';
  const maxRedemptions = wholeNumber(values.maxRedemptions);
  if (maxRedemptions === null || maxRedemptions < 1)
    errors.maxRedemptions = 'Enter how many times it can be used';
  const expiresAt = values.expiresOn ? new Date(`${values.expiresOn}T23:59:59.999Z`) : null;
  if (expiresAt && (Number.isNaN(expiresAt.getTime()) || expiresAt <= now))
    errors.expiresOn = 'Choose a future date';
  const ids = values.courseIds.split(/[\s,]+/).filter(Boolean);
  const courseIds = ids.map(wholeNumber);
  if (courseIds.some((id) => id === null || id < 1))
    errors.courseIds = 'Enter course ids separated by commas';
  if (Object.keys(errors).length > 0 || maxRedemptions === null) return { errors };
  return {
    body: {
      ...(prefix ? { prefix } : {}),
      ...(percent !== null ? { percentOff: percent } : {}),
      ...(amount !== null ? { amountOffMinor: amount, currency: 'INR' } : {}),
      maxRedemptions,
      ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}),
      ...(courseIds.length > 0 ? { courseIds: courseIds.filter((id): id is number => id !== null) } : {}),
    },
  };
}
