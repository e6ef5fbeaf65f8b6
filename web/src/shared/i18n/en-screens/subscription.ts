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
} as const;
addEnglish({ subscription });
