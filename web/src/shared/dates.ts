import { activeLocale } from './i18n/i18n.ts';

/**
 * The one way the app writes dates: 'Nov 25, 2026', with the time ('Nov 25, 2026, 3:04 PM') where the
 * moment matters, in the language on screen ('25 नव॰ 2026' in Hindi) and the reader's time zone, except
 * billing dates, which are the UTC day Stripe bills on.
 */
const styles = {
  date: { dateStyle: 'medium' },
  billingDay: { dateStyle: 'medium', timeZone: 'UTC' },
  dateAndTime: { dateStyle: 'medium', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (style: keyof typeof styles) => {
  const key = `${activeLocale()} ${style}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(activeLocale(), styles[style]);
    formatters.set(key, format);
  }
  return format;
};

type DateValue = string | number | Date;

export const formatDate = (value: DateValue) => formatter('date').format(new Date(value));
export const formatBillingDate = (value: DateValue) => formatter('billingDay').format(new Date(value));
export const formatDateTime = (value: DateValue) => formatter('dateAndTime').format(new Date(value));
