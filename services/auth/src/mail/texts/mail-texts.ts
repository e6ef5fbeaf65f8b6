import type { MailContent } from '../mail-content.ts';

/** A mail's words without its links' targets: the template gives the links, amounts and dates, already written for the language. */
type Words = Omit<MailContent, 'action' | 'greeting'> & { action?: string };

/**
 * Everything the Academy's e-mails say, in one language. Amounts and dates arrive formatted in the
 * language's locale; links arrive absolute.
 */
export interface MailTexts {
  /** The `lang` of the HTML part and the locale of amounts and dates. */
  lang: string;
  locale: string;
  signature: string;
  orOpenLink: string;
  greeting: (fullName: string) => string;
  unsubscribeFooter: (settingLabel: string, unsubscribeUrl: string) => string;
  allSettingsFooter: (settingsUrl: string) => string;
  /** The name of a notification setting, from its English name. */
  settingLabel: (englishLabel: string) => string;
  welcome: (v: { recipient: string; loginUrl: string; resetUrl: string }) => Words;
  confirmAddress: () => Words;
  passwordReset: () => Words;
  passwordChanged: (v: { resetUrl: string }) => Words;
  accountExists: (v: { resetUrl: string }) => Words;
  confirmEmailChange: () => Words;
  emailChangeNotice: (v: { newEmail: string; resetUrl: string }) => Words;
  emailInUse: (v: { resetUrl: string }) => Words;
  receipt: (v: { lines: [string, string][]; totalPaid: string; orderId: string }) => Words;
  refund: (v: { refunded: string; orderId: string }) => Words;
  certificateIssued: (v: { certificateNumber: string }) => Words;
  renewalReminder: (v: { plan: string; renewsOn: string }) => Words;
  subscriptionCharged: (v: {
    plan: string;
    cycle: string;
    charged: string;
    paidUntil: string | null;
    hasInvoice: boolean;
    settingsUrl: string;
  }) => Words;
  subscriptionPaymentFailed: (v: {
    plan: string;
    amount: string;
    nextAttemptOn: string | null;
    hasInvoice: boolean;
    settingsUrl: string;
  }) => Words;
}
