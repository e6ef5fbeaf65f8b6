import { activeLocale, i18n } from '../../shared/i18n/i18n.ts';
import '../../shared/i18n/en-screens/profile.ts';

/** 'Joined November 2025' ('नवंबर 2025 से सदस्य' in Hindi), the month in the language on screen. */
export function joinedLabel(createdAt: string): string {
  const month = new Intl.DateTimeFormat(activeLocale(), { month: 'long', year: 'numeric' });
  return i18n.t('profile.joined', { month: month.format(new Date(createdAt)) });
}
