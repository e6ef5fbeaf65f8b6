import { describe, expect, it } from 'vitest';
import {
  accountExistsMail,
  certificateIssuedMail,
  confirmEmailChangeMail,
  emailChangeNoticeMail,
  emailInUseMail,
  type OutgoingMail,
  passwordChangedMail,
  passwordResetMail,
  receiptMail,
  refundMail,
  welcomeMail,
} from '../../src/mail/templates.ts';

const publicUrl = 'https://academy.example';
const to = 'ada@example.com';
const name = 'Ada <b>Lovelace</b>';
const orderId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

/** Each message, with the links it must carry (absolute, to the public address). */
const messages: [string, OutgoingMail, string[]][] = [
  [
    'welcome',
    welcomeMail(to, name, publicUrl),
    [`${publicUrl}/app/login`, `${publicUrl}/app/forget-password`],
  ],
  [
    'password reset',
    passwordResetMail(to, name, `${publicUrl}/app/reset-password/tok-1`),
    [`${publicUrl}/app/reset-password/tok-1`],
  ],
  ['password changed', passwordChangedMail(to, name, publicUrl), [`${publicUrl}/app/forget-password`]],
  [
    'account exists',
    accountExistsMail(to, name, publicUrl),
    [`${publicUrl}/app/login`, `${publicUrl}/app/forget-password`],
  ],
  [
    'e-mail change confirmation',
    confirmEmailChangeMail('ada.new@example.com', name, `${publicUrl}/app/confirm-email/tok-2`),
    [`${publicUrl}/app/confirm-email/tok-2`],
  ],
  [
    'e-mail change notice',
    emailChangeNoticeMail(to, name, 'ada.new@example.com', publicUrl),
    [`${publicUrl}/app/forget-password`],
  ],
  ['address in use', emailInUseMail(to, name, publicUrl), [`${publicUrl}/app/forget-password`]],
  [
    'receipt',
    receiptMail(
      to,
      name,
      {
        orderId,
        lines: [{ title: 'Forensics <101>', amountMinor: 499900 }],
        amountMinor: 499900,
        currency: 'INR',
      },
      publicUrl,
    ),
    [`${publicUrl}/app/orders/${orderId}`],
  ],
  [
    'refund',
    refundMail(to, name, { orderId, amountMinor: 100050, currency: 'INR' }, publicUrl),
    [`${publicUrl}/app/orders/${orderId}`],
  ],
  [
    'certificate issued',
    certificateIssuedMail(to, name, { certificateNumber: 'ACD-2026-7Q4K9M2X' }, publicUrl),
    [`${publicUrl}/app/verify?number=ACD-2026-7Q4K9M2X`],
  ],
];

describe('mail templates', () => {
  it.each(messages)(
    '%s: both parts greet the reader and carry every link, absolute and clickable',
    (_, mail, links) => {
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.text).toContain(`Hello ${name},`);
      expect(mail.html).toContain('Hello Ada &#60;b&#62;Lovelace&#60;/b&#62;,');
      expect(mail.html).not.toContain('<b>');
      for (const link of links) {
        expect(mail.text).toContain(link);
        expect(mail.html).toContain(`href="${link}"`);
      }
      const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(href?.startsWith(`${publicUrl}/app/`)).toBe(true);
    },
  );

  it('the receipt lists each course and the total in both parts, titles escaped in HTML', () => {
    const mail = messages.find(([label]) => label === 'receipt')![1];
    expect(mail.text).toContain('Forensics <101>: ₹4,999.00');
    expect(mail.text).toContain('Total paid: ₹4,999.00');
    expect(mail.html).toContain('Forensics &#60;101&#62;');
    expect(mail.html).toContain('₹4,999.00');
  });
});
