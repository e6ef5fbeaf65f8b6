import type { OrderDetail } from '@academy/contracts';
import { formatMoney } from '@academy/ui-kit';

const courseList = new Intl.ListFormat('en', { type: 'conjunction' });

/** What confirming a cancel (`kind`, from the order's `cancellation`) does, as the confirmation says it. */
export function cancellationText(
  order: Pick<OrderDetail, 'amount' | 'currency' | 'lines' | 'course'>,
  kind: 'cancel' | 'refund',
  locale?: string,
): string {
  if (kind === 'cancel') return 'This cancels the unpaid order.';
  const titles = order.lines.filter((line) => line.kind === 'course').map((line) => line.title);
  const courses = titles.length > 0 ? courseList.format(titles) : order.course;
  const amount = formatMoney(order.amount, order.currency, locale);
  return `This refunds ${amount} to your card and ends your access to ${courses}.`;
}

/**
 * The saved PDF's name: the invoice by its number when the server gave one (the slashes of
 * 'INV/2026-27/000001' as dashes, as no file name holds one), a credit note by the order.
 */
export function documentFileName(
  order: Pick<OrderDetail, 'invoiceNumber' | 'order_id'>,
  document: 'invoice' | 'credit note',
): string {
  if (document === 'credit note') return `credit-note-${order.order_id}.pdf`;
  return `invoice-${(order.invoiceNumber ?? order.order_id).replaceAll('/', '-')}.pdf`;
}
