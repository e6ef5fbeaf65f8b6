import { describe, expect, it } from 'vitest';
import {
  accountExistsMail,
  certificateIssuedMail,
  confirmAddressMail,
  confirmEmailChangeMail,
  emailChangeNoticeMail,
  emailInUseMail,
  type OutgoingMail,
  passwordChangedMail,
  passwordResetMail,
  receiptMail,
  refundMail,
  renewalReminderMail,
  subscriptionChargedMail,
  subscriptionPaymentFailedMail,
  welcomeMail,
} from '../../src/mail/templates.ts';
import { createUnsubscribeSigner, unsubscribeLinks } from '../../src/mail/unsubscribe-links.ts';

const publicUrl = 'https://academy.example';
const to = 'ada@example.com';
const name = 'Ada <b>Lovelace</b>';
const orderId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const userId = '0b6f1d2e-3c4a-4b5c-8d6e-7f8091a2b3c4';
/** Stripe's page of an invoice: the one link that is not the academy's own. */
const stripeInvoice = 'https://invoice.stripe.com/i/acct_1/test_1';
const unsubscribe = unsubscribeLinks(
  createUnsubscribeSigner('a signing key of the service, at least forty characters'),
  publicUrl,
  userId,
  'courseUpdates',
);

/** Each message, with the links it must carry (absolute, to the public address). */
const messages: [string, OutgoingMail, string[]][] = [
  [
    'welcome',
    welcomeMail(to, name, `${publicUrl}/app/confirm-address/tok-0`, publicUrl),
    [`${publicUrl}/app/confirm-address/tok-0`, `${publicUrl}/app/login`, `${publicUrl}/app/forget-password`],
  ],
  [
    'address confirmation',
    confirmAddressMail(to, name, `${publicUrl}/app/confirm-address/tok-3`),
    [`${publicUrl}/app/confirm-address/tok-3`],
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
    certificateIssuedMail(to, name, { certificateNumber: 'ACD-2026-7Q4K9M2X' }, publicUrl, unsubscribe),
    [`${publicUrl}/app/verify?number=ACD-2026-7Q4K9M2X`, unsubscribe.pageUrl, `${publicUrl}/app/settings`],
  ],
  [
    'renewal reminder',
    renewalReminderMail(
      to,
      name,
      { plan: 'All Access', renewsAt: new Date('2027-03-04T10:00:00Z') },
      publicUrl,
    ),
    [`${publicUrl}/app/your-profile`],
  ],
  [
    'subscription charged',
    subscriptionChargedMail(
      to,
      name,
      {
        plan: 'All Access',
        billingCycle: 'Yearly',
        amountMinor: 1199900,
        currency: 'INR',
        paidUntil: '2027-11-21T10:00:00.000Z',
        invoiceUrl: stripeInvoice,
      },
      publicUrl,
    ),
    [stripeInvoice, `${publicUrl}/app/your-profile`],
  ],
  [
    'subscription charged, no invoice page',
    subscriptionChargedMail(
      to,
      name,
      {
        plan: 'All Access',
        billingCycle: 'Monthly',
        amountMinor: 119900,
        currency: 'INR',
        paidUntil: null,
        invoiceUrl: null,
      },
      publicUrl,
    ),
    [`${publicUrl}/app/your-profile`],
  ],
  [
    'payment failed',
    subscriptionPaymentFailedMail(
      to,
      name,
      {
        plan: 'All Access',
        amountMinor: 119900,
        currency: 'INR',
        nextAttemptAt: '2026-11-24T10:00:00.000Z',
        invoiceUrl: stripeInvoice,
      },
      publicUrl,
    ),
    [stripeInvoice, `${publicUrl}/app/your-profile`],
  ],
  [
    'payment failed, last try',
    subscriptionPaymentFailedMail(
      to,
      name,
      { plan: 'All Access', amountMinor: 119900, currency: 'INR', nextAttemptAt: null, invoiceUrl: null },
      publicUrl,
    ),
    [`${publicUrl}/app/your-profile`],
  ],
];

/** The mails a notification setting can stop; every other kind is a security or account mail. */
const unsubscribable = new Set(['certificate issued']);

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
      const ours = (link: string | undefined) =>
        link?.startsWith(`${publicUrl}/app/`) || (link === stripeInvoice && links.includes(stripeInvoice));
      for (const href of hrefs) expect(ours(href), href).toBe(true);
      const textLinks = mail.text.match(/https?:\/\/\S+/g) ?? [];
      expect(textLinks.length).toBeGreaterThan(0);
      for (const link of textLinks) expect(ours(link), link).toBe(true);
    },
  );

  it.each(messages)('%s: an unsubscribe link and header only where a setting can stop it', (label, mail) => {
    if (unsubscribable.has(label)) {
      expect(mail.listUnsubscribe).toBe(unsubscribe.oneClickUrl);
      expect(mail.text).toContain(
        `Course Updates is on in your Academy settings. Unsubscribe: ${unsubscribe.pageUrl}`,
      );
      expect(mail.html).toContain(`href="${unsubscribe.pageUrl}"`);
    } else {
      expect(mail.listUnsubscribe).toBeUndefined();
      expect(mail.text).not.toMatch(/unsubscribe/i);
    }
  });

  it('the subscription mails say what was charged or declined, and what happens next, in both parts', () => {
    const [charged, , failed, lastTry] = [
      'subscription charged',
      'subscription charged, no invoice page',
      'payment failed',
      'payment failed, last try',
    ].map((label) => messages.find(([found]) => found === label)![1]);
    for (const part of [charged!.text, charged!.html]) {
      expect(part).toContain('₹11,999.00');
      expect(part).toContain('21 November 2027');
    }
    for (const part of [failed!.text, failed!.html]) {
      expect(part).toContain('Your card was declined for ₹1,199.00');
      expect(part).toContain('We will try the card again on 24 November 2026');
    }
    expect(lastTry!.text).toContain('This was the last try: your plan ends.');
  });

  it('the renewal reminder names the plan and the renewal date in both parts', () => {
    const mail = messages.find(([label]) => label === 'renewal reminder')![1];
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Your yearly All Access plan renews on 4 March 2027');
    }
  });

  it('the receipt lists each course and the total in both parts, titles escaped in HTML', () => {
    const mail = messages.find(([label]) => label === 'receipt')![1];
    expect(mail.text).toContain('Forensics <101>: ₹4,999.00');
    expect(mail.text).toContain('Total paid: ₹4,999.00');
    expect(mail.html).toContain('Forensics &#60;101&#62;');
    expect(mail.html).toContain('₹4,999.00');
  });
});
