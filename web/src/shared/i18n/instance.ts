import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';

/**
 * The app's languages: the profile stores the English name ('English', 'Hindi'), i18next the code,
 * Intl the locale. English is the default and the fallback.
 */
export const LANGUAGES = {
  en: { profileValue: 'English', locale: 'en-US' },
  hi: { profileValue: 'Hindi', locale: 'hi-IN' },
} as const;
export type LanguageCode = keyof typeof LANGUAGES;

/**
 * The app's i18next instance with the first screen's English. Its own module, apart from switching
 * languages (i18n.ts), so that what adds texts to it (add-english.ts, admin-texts.ts) does not depend on
 * the Hindi texts that switching loads, which are typed by those same texts.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  // Hindi is switched to once its texts are there (i18n.ts), never shown as keys meanwhile.
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: Object.keys(LANGUAGES),
  // React escapes what it renders; escaping here too would show '&amp;'.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
