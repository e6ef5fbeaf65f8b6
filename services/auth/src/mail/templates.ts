import { type MailContent, renderMail } from './render.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';

/**
 * What a queued mail is about. Security and account mails always go; the others are sent only while
 * the learner's matching notification setting is on (the handler that queues them checks).
 */
export type MailKind =
  | 'welcome'
  | 'email-confirm'
  | 'account-exists'
  | 'password-reset'
  | 'password-changed'
  | 'email-change-confirm'
  | 'email-change-notice'
  | 'email-in-use'
  | 'receipt'
  | 'refund'
  | 'certificate-issued'
  | 'renewal-reminder'
  | 'subscription-charged'
  | 'subscription-payment-failed';

export interface OutgoingMail {
  recipient: string;
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
  /** Only on mails a notification setting can stop: the URL of the `List-Unsubscribe` header. */
  listUnsubscribe?: string;
}

const compose = (recipient: string, kind: MailKind, content: MailContent): OutgoingMail => ({
  recipient,
  kind,
  ...renderMail(content),
});

/**
 * A mail that a notification setting can stop: it says why it came, links to the page that
 * unsubscribes (and undoes it), and names the one-click URL for the `List-Unsubscribe` header.
 * Security and account mails never go through here.
 */
const composeUnsubscribable = (
  recipient: string,
  kind: MailKind,
  content: MailContent,
  unsubscribe: UnsubscribeLinks,
  publicUrl: string,
): OutgoingMail => ({
  ...compose(recipient, kind, {
    ...content,
    footer: [
      `You get this e-mail because ${unsubscribe.label} is on in your Academy settings. Unsubscribe: ${unsubscribe.pageUrl}`,
      `All your notification settings: ${appLink(publicUrl, 'settings')}`,
    ],
  }),
  listUnsubscribe: unsubscribe.oneClickUrl,
});

/** An absolute link to a page of the web app. */
export const appLink = (publicUrl: string, path: string) => new URL(`/app/${path}`, publicUrl).toString();

const hello = (fullName: string) => `Hello ${fullName},`;

/** To a new account: the link that confirms its address, what it can do now, and where to log in. */
export const welcomeMail = (recipient: string, fullName: string, confirmLink: string, publicUrl: string) =>
  compose(recipient, 'welcome', {
    subject: 'Welcome to the Academy',
    greeting: hello(fullName),
    paragraphs: [
      `Your Academy account for ${recipient} is ready. Browse the courses, enrol, and earn certificates that anyone can verify.`,
      'Please confirm that this address is yours. You can log in and learn meanwhile.',
    ],
    action: { label: 'Confirm your address', url: confirmLink },
    closing: [
      `The link works once and expires in three days; your profile can send another. Log in: ${appLink(publicUrl, 'login')}`,
      `If you did not create this account, reset its password to take it over: ${appLink(publicUrl, 'forget-password')}`,
    ],
  });

/** "Send again" from the profile: a fresh link confirming the account's address. */
export const confirmAddressMail = (recipient: string, fullName: string, link: string) =>
  compose(recipient, 'email-confirm', {
    subject: 'Confirm your Academy e-mail address',
    greeting: hello(fullName),
    paragraphs: ['Please confirm that this address belongs to your Academy account.'],
    action: { label: 'Confirm your address', url: link },
    closing: [
      'The link works once and expires in three days; earlier links no longer work.',
      'If you did not ask for this, ignore this e-mail.',
    ],
  });

export const passwordResetMail = (recipient: string, fullName: string, link: string) =>
  compose(recipient, 'password-reset', {
    subject: 'Reset your Academy password',
    greeting: hello(fullName),
    paragraphs: ['Someone asked to reset the password of your Academy account.'],
    action: { label: 'Choose a new password', url: link },
    closing: [
      'The link works once and expires in one hour. If you did not ask for this, ignore this e-mail.',
    ],
  });

/** After a password change or reset: the owner learns of it even if someone else made it. */
export const passwordChangedMail = (recipient: string, fullName: string, publicUrl: string) =>
  compose(recipient, 'password-changed', {
    subject: 'Your Academy password was changed',
    greeting: hello(fullName),
    paragraphs: [
      'The password of your Academy account was just changed, and every other login of the account was signed out.',
    ],
    closing: [`If this was not you, reset your password now: ${appLink(publicUrl, 'forget-password')}`],
  });

/** To an address someone tried to register again: nothing was created, and here is the way back in. */
export const accountExistsMail = (recipient: string, fullName: string, publicUrl: string) =>
  compose(recipient, 'account-exists', {
    subject: 'Someone tried to sign up with your address',
    greeting: hello(fullName),
    paragraphs: [
      'Someone tried to create an Academy account with this e-mail address, which already has one. No new account was created and nothing in yours changed.',
    ],
    action: { label: 'Log in', url: appLink(publicUrl, 'login') },
    closing: [
      `Forgot your password? Reset it: ${appLink(publicUrl, 'forget-password')}`,
      'If it was not you, you can ignore this e-mail.',
    ],
  });

/** To the address an account asked to move to: the single-use link that makes the change. */
export const confirmEmailChangeMail = (recipient: string, fullName: string, link: string) =>
  compose(recipient, 'email-change-confirm', {
    subject: 'Confirm your new Academy e-mail address',
    greeting: hello(fullName),
    paragraphs: ['You asked to use this address for your Academy account.'],
    action: { label: 'Confirm this address', url: link },
    closing: [
      'Until you do, your account keeps its current address. The link works once and expires in 24 hours.',
      'If you did not ask for this, ignore this e-mail.',
    ],
  });

/** To an account's current address when a move to another address is asked for. */
export const emailChangeNoticeMail = (
  recipient: string,
  fullName: string,
  newEmail: string,
  publicUrl: string,
) =>
  compose(recipient, 'email-change-notice', {
    subject: 'Your Academy e-mail address is about to change',
    greeting: hello(fullName),
    paragraphs: [
      `Someone signed in to your Academy account asked to change its e-mail address to ${newEmail}.`,
      'The change happens only when the link sent to that address is opened; until then you log in as before.',
    ],
    closing: [
      `If this was not you, reset your password now; that also cancels the change: ${appLink(publicUrl, 'forget-password')}`,
    ],
  });

/** To an address that already has an account when another account asks to move to it. */
export const emailInUseMail = (recipient: string, fullName: string, publicUrl: string) =>
  compose(recipient, 'email-in-use', {
    subject: 'Someone tried to use your address on another account',
    greeting: hello(fullName),
    paragraphs: [
      'Someone asked to change the e-mail address of another Academy account to this one. This address already belongs to your account, so nothing changed.',
    ],
    closing: [
      `If you need to get into your account, log in or reset your password: ${appLink(publicUrl, 'forget-password')}`,
    ],
  });

export const money = (amountMinor: number, currency: string) => {
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
) =>
  compose(recipient, 'receipt', {
    subject: 'Your Academy receipt',
    greeting: hello(fullName),
    paragraphs: ['Thank you for your purchase. We received your payment for:'],
    rows: [
      ...order.lines.map((line): [string, string] => [line.title, money(line.amountMinor, order.currency)]),
      ['Total paid', money(order.amountMinor, order.currency)],
      ['Order', order.orderId],
    ],
    action: { label: 'Your order and its invoice', url: appLink(publicUrl, `orders/${order.orderId}`) },
  });

/** A paid order refunded in full: the amount, and where its credit note is. */
export const refundMail = (
  recipient: string,
  fullName: string,
  refund: { orderId: string; amountMinor: number; currency: string },
  publicUrl: string,
) =>
  compose(recipient, 'refund', {
    subject: 'Your Academy refund',
    greeting: hello(fullName),
    paragraphs: [
      'Your order was refunded in full. The money goes back to the card you paid with; your bank may take a few days to show it. Access to the order’s courses has ended.',
    ],
    rows: [
      ['Refunded', money(refund.amountMinor, refund.currency)],
      ['Order', refund.orderId],
    ],
    action: { label: 'Your order and its credit note', url: appLink(publicUrl, `orders/${refund.orderId}`) },
  });

/** A certificate was issued: its number and the public page where anyone can verify it. */
export const certificateIssuedMail = (
  recipient: string,
  fullName: string,
  certificate: { certificateNumber: string },
  publicUrl: string,
  unsubscribe: UnsubscribeLinks,
) =>
  composeUnsubscribable(
    recipient,
    'certificate-issued',
    {
      subject: 'Your Academy certificate is ready',
      greeting: hello(fullName),
      paragraphs: [
        `Congratulations: your Academy certificate was issued, number ${certificate.certificateNumber}.`,
        'Anyone you share the number with can check it on the verification page.',
      ],
      action: {
        label: 'Verify your certificate',
        url: appLink(publicUrl, `verify?number=${encodeURIComponent(certificate.certificateNumber)}`),
      },
    },
    unsubscribe,
    publicUrl,
  );

const longDate = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);

/**
 * Some days before a yearly plan renews: when, and where to cancel. Like a receipt it is about money
 * the learner is about to pay, so it always goes.
 */
export const renewalReminderMail = (
  recipient: string,
  fullName: string,
  renewal: { plan: string; renewsAt: Date },
  publicUrl: string,
) =>
  compose(recipient, 'renewal-reminder', {
    subject: 'Your Academy plan renews soon',
    greeting: hello(fullName),
    paragraphs: [
      `Your yearly ${renewal.plan} plan renews on ${longDate(renewal.renewsAt)}, and the card on file will be charged for another year.`,
      'Nothing to do if you want to keep learning. To stop the renewal, cancel before that date; you keep access until then.',
    ],
    action: { label: 'Manage your plan', url: appLink(publicUrl, 'your-profile') },
  });

/** Stripe's page of the invoice when there is one, else Account Settings, where the plan is. */
const invoiceOrPlanLink = (invoiceUrl: string | null, publicUrl: string) =>
  invoiceUrl ?? appLink(publicUrl, 'your-profile');

/** A subscription invoice was paid: how much, until when, and the invoice. A record of money: always sent. */
export const subscriptionChargedMail = (
  recipient: string,
  fullName: string,
  charge: {
    plan: string;
    billingCycle: string;
    amountMinor: number;
    currency: string;
    paidUntil: string | null;
    invoiceUrl: string | null;
  },
  publicUrl: string,
) =>
  compose(recipient, 'subscription-charged', {
    subject: 'Your Academy plan was charged',
    greeting: hello(fullName),
    paragraphs: [`Thank you: we received the payment for your ${charge.plan} plan.`],
    rows: [
      ['Plan', `${charge.plan}, ${charge.billingCycle.toLowerCase()}`],
      ['Charged', money(charge.amountMinor, charge.currency)],
      ...(charge.paidUntil ? [['Paid until', longDate(new Date(charge.paidUntil))] as [string, string]] : []),
    ],
    action: {
      label: charge.invoiceUrl ? 'Your invoice' : 'Your plan',
      url: invoiceOrPlanLink(charge.invoiceUrl, publicUrl),
    },
    closing: [`Manage or cancel your plan on Account Settings: ${appLink(publicUrl, 'your-profile')}`],
  });

/**
 * Charging the plan failed: access pauses until a payment goes through. The link is Stripe's page
 * of the open invoice, where another card pays it (else Account Settings). Always sent: it is about
 * the learner's access and money.
 */
export const subscriptionPaymentFailedMail = (
  recipient: string,
  fullName: string,
  failure: {
    plan: string;
    amountMinor: number;
    currency: string;
    nextAttemptAt: string | null;
    invoiceUrl: string | null;
  },
  publicUrl: string,
) =>
  compose(recipient, 'subscription-payment-failed', {
    subject: 'We could not charge your Academy plan',
    greeting: hello(fullName),
    paragraphs: [
      `Your card was declined for ${money(failure.amountMinor, failure.currency)}, the payment for your ${failure.plan} plan. Your plan's courses are paused until a payment goes through.`,
      failure.nextAttemptAt
        ? `We will try the card again on ${longDate(new Date(failure.nextAttemptAt))}. To pay now, or with another card, use the link below.`
        : 'This was the last try: your plan ends. Subscribe again on Account Settings to get access back.',
    ],
    action: {
      label: failure.invoiceUrl ? 'Pay with another card' : 'Your plan',
      url: invoiceOrPlanLink(failure.invoiceUrl, publicUrl),
    },
    closing: [`Your plan on Account Settings: ${appLink(publicUrl, 'your-profile')}`],
  });
