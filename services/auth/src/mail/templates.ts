import type { MailContent } from './mail-content.ts';
import { renderMail } from './render.ts';
import { type MailTexts, mailTextsFor } from './texts/index.ts';
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

/** An absolute link to a page of the web app. */
export const appLink = (publicUrl: string, path: string) => new URL(`/app/${path}`, publicUrl).toString();

/** An amount in integer minor units, written in `locale` (the English mails write en-GB: '₹1,234.00'). */
export const money = (amountMinor: number, currency: string, locale = 'en-GB') => {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return format.format(amountMinor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
};

const longDate = (at: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    at,
  );

/** What a mail says, but its greeting; `action` labels the button to the mail's link. */
type MailWords = Omit<MailContent, 'action' | 'greeting'> & { action?: string };

/** What a mail about the plan's money names: the plan, the amount, and Stripe's page of the invoice, if any. */
type PlanMoney = { plan: string; amountMinor: number; currency: string; invoiceUrl: string | null };

/** Stripe's page of the invoice when there is one, else Account Settings, where the plan is. */
const invoiceOrPlanLink = (invoiceUrl: string | null, publicUrl: string) =>
  invoiceUrl ?? appLink(publicUrl, 'your-profile');

/**
 * Every mail, in the words of one language: `mailsIn(user.language)` for the reader's profile language
 * (English for anything but 'Hindi'). Links, amounts and dates are the same mail's in every language,
 * amounts and dates written the language's way.
 */
export const mailsIn = (language: string | null | undefined) => {
  const say: MailTexts = mailTextsFor(language);
  const compose = (
    recipient: string,
    kind: MailKind,
    fullName: string,
    { action, ...words }: MailWords,
    actionUrl?: string,
  ): OutgoingMail => ({
    recipient,
    kind,
    ...renderMail(
      {
        ...words,
        greeting: say.greeting(fullName),
        ...(action && actionUrl ? { action: { label: action, url: actionUrl } } : {}),
      },
      say,
    ),
  });
  const amount = (minor: number, currency: string) => money(minor, currency, say.locale);
  const date = (at: Date | string) => longDate(new Date(at), say.locale);
  const resetUrl = (publicUrl: string) => appLink(publicUrl, 'forget-password');
  /**
   * A mail about money the plan took or could not take: its words name the invoice when Stripe has a
   * page of it, and the mail links there, else to Account Settings, where the plan is.
   */
  const planMoneyMail = (
    recipient: string,
    fullName: string,
    kind: MailKind,
    money: PlanMoney,
    publicUrl: string,
    words: (links: { hasInvoice: boolean; settingsUrl: string }) => MailWords,
  ) =>
    compose(
      recipient,
      kind,
      fullName,
      words({ hasInvoice: money.invoiceUrl !== null, settingsUrl: appLink(publicUrl, 'your-profile') }),
      invoiceOrPlanLink(money.invoiceUrl, publicUrl),
    );

  return {
    /** To a new account: the link that confirms its address, what it can do now, and where to log in. */
    welcomeMail: (recipient: string, fullName: string, confirmLink: string, publicUrl: string) =>
      compose(
        recipient,
        'welcome',
        fullName,
        say.welcome({ recipient, loginUrl: appLink(publicUrl, 'login'), resetUrl: resetUrl(publicUrl) }),
        confirmLink,
      ),

    /** "Send again" from the profile: a fresh link confirming the account's address. */
    confirmAddressMail: (recipient: string, fullName: string, link: string) =>
      compose(recipient, 'email-confirm', fullName, say.confirmAddress(), link),

    passwordResetMail: (recipient: string, fullName: string, link: string) =>
      compose(recipient, 'password-reset', fullName, say.passwordReset(), link),

    /** After a password change or reset: the owner learns of it even if someone else made it. */
    passwordChangedMail: (recipient: string, fullName: string, publicUrl: string) =>
      compose(
        recipient,
        'password-changed',
        fullName,
        say.passwordChanged({ resetUrl: resetUrl(publicUrl) }),
      ),

    /** To an address someone tried to register again: nothing was created, and here is the way back in. */
    accountExistsMail: (recipient: string, fullName: string, publicUrl: string) =>
      compose(
        recipient,
        'account-exists',
        fullName,
        say.accountExists({ resetUrl: resetUrl(publicUrl) }),
        appLink(publicUrl, 'login'),
      ),

    /** To the address an account asked to move to: the single-use link that makes the change. */
    confirmEmailChangeMail: (recipient: string, fullName: string, link: string) =>
      compose(recipient, 'email-change-confirm', fullName, say.confirmEmailChange(), link),

    /** To an account's current address when a move to another address is asked for. */
    emailChangeNoticeMail: (recipient: string, fullName: string, newEmail: string, publicUrl: string) =>
      compose(
        recipient,
        'email-change-notice',
        fullName,
        say.emailChangeNotice({ newEmail, resetUrl: resetUrl(publicUrl) }),
      ),

    /** To an address that already has an account when another account asks to move to it. */
    emailInUseMail: (recipient: string, fullName: string, publicUrl: string) =>
      compose(recipient, 'email-in-use', fullName, say.emailInUse({ resetUrl: resetUrl(publicUrl) })),

    /** The receipt for a paid order: what was bought, the total, and where the invoice is. */
    receiptMail: (
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
      compose(
        recipient,
        'receipt',
        fullName,
        say.receipt({
          lines: order.lines.map((line) => [line.title, amount(line.amountMinor, order.currency)]),
          totalPaid: amount(order.amountMinor, order.currency),
          orderId: order.orderId,
        }),
        appLink(publicUrl, `orders/${order.orderId}`),
      ),

    /** A paid order refunded in full: the amount, and where its credit note is. */
    refundMail: (
      recipient: string,
      fullName: string,
      refund: { orderId: string; amountMinor: number; currency: string },
      publicUrl: string,
    ) =>
      compose(
        recipient,
        'refund',
        fullName,
        say.refund({ refunded: amount(refund.amountMinor, refund.currency), orderId: refund.orderId }),
        appLink(publicUrl, `orders/${refund.orderId}`),
      ),

    /**
     * A certificate was issued: its number and the public page where anyone can verify it. A setting can
     * stop it: it says why it came, links to the page that unsubscribes (and undoes it), and names the
     * one-click URL for the `List-Unsubscribe` header. Security and account mails never carry these.
     */
    certificateIssuedMail: (
      recipient: string,
      fullName: string,
      certificate: { certificateNumber: string },
      publicUrl: string,
      unsubscribe: UnsubscribeLinks,
    ): OutgoingMail => ({
      ...compose(
        recipient,
        'certificate-issued',
        fullName,
        {
          ...say.certificateIssued(certificate),
          footer: [
            say.unsubscribeFooter(say.settingLabel(unsubscribe.label), unsubscribe.pageUrl),
            say.allSettingsFooter(appLink(publicUrl, 'settings')),
          ],
        },
        appLink(publicUrl, `verify?number=${encodeURIComponent(certificate.certificateNumber)}`),
      ),
      listUnsubscribe: unsubscribe.oneClickUrl,
    }),

    /**
     * Some days before a yearly plan renews: when, and where to cancel. Like a receipt it is about money
     * the learner is about to pay, so it always goes.
     */
    renewalReminderMail: (
      recipient: string,
      fullName: string,
      renewal: { plan: string; renewsAt: Date },
      publicUrl: string,
    ) =>
      compose(
        recipient,
        'renewal-reminder',
        fullName,
        say.renewalReminder({ plan: renewal.plan, renewsOn: date(renewal.renewsAt) }),
        appLink(publicUrl, 'your-profile'),
      ),

    /** A subscription invoice was paid: how much, until when, and the invoice. A record of money: always sent. */
    subscriptionChargedMail: (
      recipient: string,
      fullName: string,
      charge: PlanMoney & { billingCycle: string; paidUntil: string | null },
      publicUrl: string,
    ) =>
      planMoneyMail(recipient, fullName, 'subscription-charged', charge, publicUrl, (links) =>
        say.subscriptionCharged({
          plan: charge.plan,
          cycle: charge.billingCycle,
          charged: amount(charge.amountMinor, charge.currency),
          paidUntil: charge.paidUntil ? date(charge.paidUntil) : null,
          ...links,
        }),
      ),

    /**
     * Charging the plan failed: access pauses until a payment goes through. The link is Stripe's page
     * of the open invoice, where another card pays it (else Account Settings). Always sent: it is about
     * the learner's access and money.
     */
    subscriptionPaymentFailedMail: (
      recipient: string,
      fullName: string,
      failure: PlanMoney & { nextAttemptAt: string | null },
      publicUrl: string,
    ) =>
      planMoneyMail(recipient, fullName, 'subscription-payment-failed', failure, publicUrl, (links) =>
        say.subscriptionPaymentFailed({
          plan: failure.plan,
          amount: amount(failure.amountMinor, failure.currency),
          nextAttemptOn: failure.nextAttemptAt ? date(failure.nextAttemptAt) : null,
          ...links,
        }),
      ),
  };
};

/** The English mails, for a reader whose language is not known. */
export const {
  welcomeMail,
  confirmAddressMail,
  passwordResetMail,
  passwordChangedMail,
  accountExistsMail,
  confirmEmailChangeMail,
  emailChangeNoticeMail,
  emailInUseMail,
  receiptMail,
  refundMail,
  certificateIssuedMail,
  renewalReminderMail,
  subscriptionChargedMail,
  subscriptionPaymentFailedMail,
} = mailsIn('English');
