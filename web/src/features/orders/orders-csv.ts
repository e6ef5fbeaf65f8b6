import type { Order } from '@academy/contracts';

const HEADER = ['Order ID', 'Course', 'Instructor', 'Date', 'Amount', 'Currency', 'Payment method', 'Status'];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A field a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Minor units as a plain decimal in the currency's own number of decimals, e.g. 999900 INR → 9999.00. */
export function csvAmount(minorUnits: number, currency: string): string {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits;
  return (minorUnits / 10 ** (digits ?? 2)).toFixed(digits ?? 2);
}

/** The orders as a CSV document, one header line and one line per order, CRLF line ends. */
export function ordersCsv(orders: readonly Order[]): string {
  const lines = orders.map((order) => [
    order.id,
    order.course,
    order.instructor,
    order.date,
    csvAmount(order.amount, order.currency),
    order.currency,
    order.paymentMethod ?? '',
    order.status,
  ]);
  return [HEADER, ...lines]
    .map((fields) => fields.map(csvField).join(','))
    .join('\r\n')
    .concat('\r\n');
}
