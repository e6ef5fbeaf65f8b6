import { formatMoney as formatMoneyIn } from '@academy/ui-kit';
import { activeLocale } from './i18n/i18n.ts';

/** Integer minor units in their currency, written the way the language on screen writes money. */
export const formatMoney = (minorUnits: number, currency: string) =>
  formatMoneyIn(minorUnits, currency, activeLocale());
