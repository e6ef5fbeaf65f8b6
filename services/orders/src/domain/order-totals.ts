import type { ExamVoucher } from '@academy/contracts';
import { financialYearLabel } from './gst.ts';
import type { LineKind } from './order-status.ts';
import { lineKind, type VoucherColumns } from './vouchers.ts';

/** A course as the catalogue sells it (an exam voucher carries its voucher columns). */
export interface SellableCourse extends VoucherColumns {
  id: number;
  title: string;
  instructor: string;
  priceMinor: number;
  currency: string;
  published: boolean;
  deleted: boolean;
}

export interface PricedLine {
  courseId: number;
  kind: LineKind;
  title: string;
  instructor: string;
  amountMinor: number;
  /** On a voucher line: what it grants. */
  voucher?: ExamVoucher;
}

export type Pricing =
  | { ok: true; lines: PricedLine[]; amountMinor: number; currency: string }
  | { ok: false; reason: string };

/**
 * The lines and total of an order for the courses asked for, at the catalogue's prices. Every course
 * must be on sale and priced, appear once, and share one currency (one payment is in one currency).
 */
export const priceOrder = (courseIds: number[], available: SellableCourse[]): Pricing => {
  const unique = [...new Set(courseIds)];
  if (unique.length === 0) return { ok: false, reason: 'An order needs at least one course' };
  const byId = new Map(available.map((course) => [course.id, course]));
  const lines: PricedLine[] = [];
  for (const id of unique) {
    const course = byId.get(id);
    if (!course || course.deleted || !course.published) {
      return { ok: false, reason: `Course ${id} is not for sale` };
    }
    // Free courses are enrolled in directly; Stripe takes no payment of nothing.
    if (course.priceMinor <= 0) return { ok: false, reason: `${course.title} is free: enrol from its page` };
    lines.push({
      courseId: id,
      ...lineKind(course),
      title: course.title,
      instructor: course.instructor,
      amountMinor: course.priceMinor,
    });
  }
  const currencies = new Set(unique.map((id) => byId.get(id)?.currency.toUpperCase()));
  const [currency] = currencies;
  if (currencies.size !== 1 || !currency) {
    return { ok: false, reason: 'Courses priced in different currencies are ordered separately' };
  }
  return { ok: true, lines, amountMinor: sumLines(lines), currency };
};

export const sumLines = (lines: { amountMinor: number }[]) =>
  lines.reduce((total, line) => total + line.amountMinor, 0);

/** An amount in minor units shown in its currency, e.g. 499900 INR → '₹4,999.00'. */
export const formatMoney = (amountMinor: number, currency: string, locale = 'en-GB') => {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
};

/** The gapless number of an invoice or credit note in a financial year, e.g. ('INV', 2026, 1) → 'INV/2026-27/000001'. */
export const documentNumber = (series: 'INV' | 'CN', financialYear: number, sequence: number) =>
  `${series}/${financialYearLabel(financialYear)}/${String(sequence).padStart(6, '0')}`;
