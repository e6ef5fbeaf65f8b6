import type { Executor } from '@academy/kit';
import { outgoingMail } from '../db/schema.ts';

/** Queues an e-mail in the same transaction as the change that causes it. */
export const queueMail = (tx: Executor, mail: { recipient: string; subject: string; body: string }) =>
  tx.insert(outgoingMail).values(mail);

export const passwordResetMail = (recipient: string, fullName: string, link: string) => ({
  recipient,
  subject: 'Reset your Academy password',
  body: [
    `Hello ${fullName},`,
    '',
    'Someone asked to reset the password of your Academy account. To choose a new password, open:',
    link,
    '',
    'The link works once and expires in one hour. If you did not ask for this, ignore this e-mail.',
  ].join('\n'),
});

const money = (amountMinor: number, currency: string) => {
  const format = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
  return format.format(amountMinor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
};

/** The receipt for a paid order: what was bought, the total, and where the invoice is. */
export const receiptMail = (
  recipient: string,
  fullName: string,
  order: {
    orderId: string;
    lines: { title: string; amountMinor: number }[];
    amountMinor: number;
    currency: string;
  },
  publicUrl: string,
) => ({
  recipient,
  subject: 'Your Academy receipt',
  body: [
    `Hello ${fullName},`,
    '',
    'Thank you for your purchase. We received your payment for:',
    ...order.lines.map((line) => `  ${line.title}: ${money(line.amountMinor, order.currency)}`),
    '',
    `Total paid: ${money(order.amountMinor, order.currency)}`,
    `Order: ${order.orderId}`,
    '',
    `Your order and its invoice: ${publicUrl.replace(/\/$/, '')}/app/orders/${order.orderId}`,
  ].join('\n'),
});
