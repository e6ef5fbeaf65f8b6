/**
 * The one way the app writes dates: 'Nov 25, 2026', with the time ('Nov 25, 2026, 3:04 PM') where the
 * moment matters. In the reader's locale and time zone, except billing dates, which are the UTC day Stripe
 * bills on.
 */
const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const billingDay = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const dateAndTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

type DateValue = string | number | Date;

export const formatDate = (value: DateValue) => date.format(new Date(value));
export const formatBillingDate = (value: DateValue) => billingDay.format(new Date(value));
export const formatDateTime = (value: DateValue) => dateAndTime.format(new Date(value));
