import type { OrderDetail } from '@academy/contracts';
import { formatMoney } from '@academy/ui-kit';
import { activeLocale, i18n } from '../../shared/i18n/i18n.ts';
import '../../shared/i18n/en-screens/orders.ts';

/**
 * What confirming a cancel (`kind`, from the order's `cancellation`) does, as the confirmation says it, in the
 * language on screen; `locale` writes the amount.
 */
export function cancellationText(
  order: Pick<OrderDetail, 'amount' | 'currency' | 'lines' | 'course'>,
  kind: 'cancel' | 'refund',
  locale?: string,
): string {
  if (kind === 'cancel') return i18n.t('orders.cancelsTheUnpaidOrder');
  const titles = order.lines.filter((line) => line.kind === 'course').map((line) => line.title);
  const courses =
    titles.length > 0
      ? new Intl.ListFormat(activeLocale(), { type: 'conjunction' }).format(titles)
      : order.course;
  const amount = formatMoney(order.amount, order.currency, locale);
  return i18n.t('orders.refundsAndEndsAccess', { amount, courses });
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
