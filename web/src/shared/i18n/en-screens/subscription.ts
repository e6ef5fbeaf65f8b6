import { addEnglish } from './add-english.ts';

/** The English texts of the account area's Subscription panel: they load with the screens that show them (see add-english.ts). */
export const subscription = {
  switchToBilling: 'Switch to {{next}} billing?',
  switchTo: 'Switch to',
  workingOutTheNewPrice: 'Working out the new price',
  youHaveNoSubscriptionTo: 'You have no subscription to switch.',
  whatTheSwitchCosts: 'What the switch costs',
  keep: 'Keep',
  switching: 'Switching...',
  confirmAndPay: 'Confirm and pay {{value1}}',
  confirmSwitch: 'Confirm switch',
  subscription: 'Subscription',
  cancelled: 'Cancelled',
  active: 'Active',
  resuming: 'Resuming...',
  resumeSubscription: 'Resume subscription',
  cancelYourSubscription: 'Cancel your subscription?',
  cancelSubscription: 'Cancel subscription',
  keepIt: 'Keep it',
  cancelling: 'Cancelling...',
  noSubscriptionAllAccessOpens:
    'No subscription. All Access opens every published course for as long as you stay subscribed.',
  billingCycle: 'Billing cycle',
  opening: 'Opening...',
  subscribe: 'Subscribe',
  newPrice: 'New price',
  creditBalanceUsed: 'Credit balance used',
  creditKeptForLaterBills: 'Credit kept for later bills',
  dueNow: 'Due now',
  chargedOn: 'Charged on',
  nextBillingDate: 'Next billing date',
  plan: 'Plan',
  accessUntil: 'Access until',
  notKnownYet: 'Not known yet',
  cancelWarning: 'You keep access to every course until {{date}}. After that, courses you did not buy close.',
  theEndOfThePaidPeriod: 'the end of the paid period',
  periodYear: 'year',
  periodMonth: 'month',
  explanationCharged:
    'Your saved card is charged on {{chargedOn}}; then every {{period}} from {{nextBillingDate}}.',
  explanationCreditLeft:
    'Nothing is charged now: the credit for your unused time pays the first {{period}}, and the {{creditLeft}} left pays your next bills before your card is charged. You are billed every {{period}} from {{nextBillingDate}}.',
  explanationCredit:
    'Nothing is charged now: the credit pays for it. You are billed every {{period}} from {{nextBillingDate}}.',
  creditForUnusedTime: 'Credit for unused time',
  chargeForTheTimeLeft: 'Charge for the time left',
} as const;
addEnglish({ subscription });
