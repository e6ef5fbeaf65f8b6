import type { ExamVoucher } from '@academy/contracts';
import type { LineKind } from './order-status.ts';

/** How a voucher is kept on a course or an order line: two columns, both set or both null. */
export interface VoucherColumns {
  voucherCourseId?: number | null;
  voucherAttempts?: number | null;
}

const voucherOf = (row: VoucherColumns): ExamVoucher | null =>
  row.voucherCourseId != null && row.voucherAttempts != null
    ? { courseId: row.voucherCourseId, attempts: row.voucherAttempts }
    : null;

/** A course that carries a voucher is sold as a `voucher` line (attempts, no enrolment). */
export const lineKind = (course: VoucherColumns): { kind: LineKind; voucher?: ExamVoucher } => {
  const voucher = voucherOf(course);
  return voucher ? { kind: 'voucher', voucher } : { kind: 'course' };
};

/** An order line as `orders.order.paid.v1` carries it: a voucher line says what it grants. */
export const paidLine = (
  line: VoucherColumns & { courseId: number; kind: LineKind; title: string; amountMinor: number },
) => {
  const { courseId, kind, title, amountMinor } = line;
  const voucher = voucherOf(line);
  return voucher ? { courseId, kind, title, amountMinor, voucher } : { courseId, kind, title, amountMinor };
};

/**
 * A voucher adds attempts to a course's exam, so it is sold only to a learner enrolled in that
 * course, or buying it in the same order. The refusal names both, or null when every voucher is fine.
 */
export const voucherRefusal = (
  lines: { courseId: number; title: string; voucher?: ExamVoucher }[],
  enrolled: ReadonlySet<number>,
  titleOf: (courseId: number) => string,
): string | null => {
  const ordered = new Set(lines.map((line) => line.courseId));
  for (const line of lines) {
    if (!line.voucher) continue;
    const { courseId } = line.voucher;
    if (enrolled.has(courseId) || ordered.has(courseId)) continue;
    return `${line.title} is for learners enrolled in ${titleOf(courseId)}: enrol in it before buying a voucher`;
  }
  return null;
};

/** Voucher lines are bought again and again (one attempt each); courses are owned once. */
export const ownedOnce = (line: { kind: LineKind }) => line.kind === 'course';
