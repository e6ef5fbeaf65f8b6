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

const appLink = (publicUrl: string, path: string) => new URL(`/app/${path}`, publicUrl).toString();

/** To an address someone tried to register again: nothing was created, and here is the way back in. */
export const accountExistsMail = (recipient: string, fullName: string, publicUrl: string) => ({
  recipient,
  subject: 'Someone tried to sign up with your address',
  body: [
    `Hello ${fullName},`,
    '',
    'Someone tried to create an Academy account with this e-mail address, which already has one. No new',
    'account was created and nothing in yours changed.',
    '',
    `If it was you, log in: ${appLink(publicUrl, 'login')}`,
    `Forgot your password? Reset it: ${appLink(publicUrl, 'forget-password')}`,
    '',
    'If it was not you, you can ignore this e-mail.',
  ].join('\n'),
});

/** To the address an account asked to move to: the single-use link that makes the change. */
export const confirmEmailChangeMail = (recipient: string, fullName: string, link: string) => ({
  recipient,
  subject: 'Confirm your new Academy e-mail address',
  body: [
    `Hello ${fullName},`,
    '',
    'You asked to use this address for your Academy account. To confirm it, open:',
    link,
    '',
    'Until you do, your account keeps its current address. The link works once and expires in 24 hours.',
    'If you did not ask for this, ignore this e-mail.',
  ].join('\n'),
});

/** To an account's current address when a move to another address is asked for. */
export const emailChangeNoticeMail = (
  recipient: string,
  fullName: string,
  newEmail: string,
  publicUrl: string,
) => ({
  recipient,
  subject: 'Your Academy e-mail address is about to change',
  body: [
    `Hello ${fullName},`,
    '',
    `Someone signed in to your Academy account asked to change its e-mail address to ${newEmail}.`,
    'The change happens only when the link sent to that address is opened; until then you log in as before.',
    '',
    `If this was not you, reset your password now; that also cancels the change: ${appLink(publicUrl, 'forget-password')}`,
  ].join('\n'),
});

/** To an address that already has an account when another account asks to move to it. */
export const emailInUseMail = (recipient: string, fullName: string, publicUrl: string) => ({
  recipient,
  subject: 'Someone tried to use your address on another account',
  body: [
    `Hello ${fullName},`,
    '',
    'Someone asked to change the e-mail address of another Academy account to this one. This address',
    'already belongs to your account, so nothing changed.',
    '',
    `If you need to get into your account, log in or reset your password: ${appLink(publicUrl, 'forget-password')}`,
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
