import type { GenerateCouponBody } from '@academy/contracts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { parseRupees } from '../admin-courses/course-form.ts';

export interface CouponFormValues {
  prefix: string;
  kind: 'percent' | 'amount';
  /** A percentage (1–99) or an amount in rupees. */
  value: string;
  maxRedemptions: string;
  /** A date (YYYY-MM-DD): the coupon works until the end of that day (UTC). */
  expiresOn: string;
  /** The courses picked; none: every course. */
  courseIds: number[];
}

export type CouponFormErrors = Partial<Record<keyof CouponFormValues, string>>;

export const EMPTY_COUPON_FORM: CouponFormValues = {
  prefix: '',
  kind: 'percent',
  value: '',
  maxRedemptions: '',
  expiresOn: '',
  courseIds: [],
};

/** A course the picker offers: its id, title and code. */
export interface PickableCourse {
  id: number;
  title: string;
  courseCode?: string | null;
}

/**
 * The courses whose title (or code, or id) contains what the administrator typed, ignoring case, less
 * those already picked: titles starting with it first, then by title; at most `limit`.
 */
export function coursesMatching<C extends PickableCourse>(
  courses: readonly C[],
  search: string,
  picked: readonly number[],
  limit = 8,
): C[] {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return [];
  const starts = (course: C) => (course.title.toLowerCase().startsWith(wanted) ? 0 : 1);
  return courses
    .filter(
      (course) =>
        !picked.includes(course.id) &&
        (course.title.toLowerCase().includes(wanted) ||
          course.courseCode?.toLowerCase().includes(wanted) ||
          String(course.id) === wanted),
    )
    .sort((a, b) => starts(a) - starts(b) || a.title.localeCompare(b.title))
    .slice(0, limit);
}

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** The generate request for the form, or what to fix, field by field. */
export function couponBodyOf(
  values: CouponFormValues,
  now = new Date(),
): { body: GenerateCouponBody } | { errors: CouponFormErrors } {
  const errors: CouponFormErrors = {};
  const prefix = values.prefix.trim();
  if (!/^[A-Za-z0-9]{0,16}$/.test(prefix)) errors.prefix = i18n.t('adminCoupons.prefixError');
  const percent = values.kind === 'percent' ? wholeNumber(values.value) : null;
  const amount = values.kind === 'amount' ? parseRupees(values.value) : null;
  if (values.kind === 'percent' && (percent === null || percent < 1 || percent > 99)) {
    errors.value = i18n.t('adminCoupons.percentError');
  }
  if (values.kind === 'amount' && (amount === null || amount <= 0))
    errors.value = i18n.t('adminCoupons.amountError');
  const maxRedemptions = wholeNumber(values.maxRedemptions);
  if (maxRedemptions === null || maxRedemptions < 1)
    errors.maxRedemptions = i18n.t('adminCoupons.maxRedemptionsError');
  const expiresAt = values.expiresOn ? new Date(`${values.expiresOn}T23:59:59.999Z`) : null;
  if (expiresAt && (Number.isNaN(expiresAt.getTime()) || expiresAt <= now))
    errors.expiresOn = i18n.t('adminCoupons.expiresOnError');
  const courseIds = [...new Set(values.courseIds)];
  if (Object.keys(errors).length > 0 || maxRedemptions === null) return { errors };
  return {
    body: {
      ...(prefix ? { prefix } : {}),
      ...(percent !== null ? { percentOff: percent } : {}),
      ...(amount !== null ? { amountOffMinor: amount, currency: 'INR' } : {}),
      maxRedemptions,
      ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}),
      ...(courseIds.length > 0 ? { courseIds } : {}),
    },
  };
}
