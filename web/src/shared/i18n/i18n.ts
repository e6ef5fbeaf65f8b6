import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';
import { hi } from './hi.ts';
import { hiMessages } from './hi-messages.ts';

/**
 * The app's languages: the profile stores the English name ('English', 'Hindi'), i18next the code,
 * Intl the locale. English is the default and the fallback.
 */
export const LANGUAGES = {
  en: { profileValue: 'English', locale: 'en-US' },
  hi: { profileValue: 'Hindi', locale: 'hi-IN' },
} as const;
export type LanguageCode = keyof typeof LANGUAGES;

/** A visitor's last language; a signed-in learner's profile wins over it. */
const STORAGE_KEY = 'language';

const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && Object.hasOwn(LANGUAGES, value);

function rememberedLanguage(): LanguageCode {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguageCode(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  // `messages`: English sentences as keys (see messages.ts); English needs none, it shows the key.
  resources: { en: { translation: en }, hi: { translation: hi, messages: hiMessages } },
  lng: rememberedLanguage(),
  fallbackLng: 'en',
  supportedLngs: Object.keys(LANGUAGES),
  // React escapes what it renders; escaping here too would show '&amp;'.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

const showLanguage = (code: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = code;
};
showLanguage(i18n.language);
i18n.on('languageChanged', showLanguage);

export const activeLanguage = (): LanguageCode => (isLanguageCode(i18n.language) ? i18n.language : 'en');

/** The Intl locale of the language on screen: 'en-US' or 'hi-IN'. */
export const activeLocale = () => LANGUAGES[activeLanguage()].locale;

/** The language code of a profile's `language` ('Hindi' → 'hi'); anything unknown is English. */
export const languageOfProfile = (profileLanguage: string | undefined): LanguageCode =>
  profileLanguage === LANGUAGES.hi.profileValue ? 'hi' : 'en';

/** Switches the whole app (every component using `useTranslation` re-renders) and remembers the choice. */
export function switchLanguage(code: LanguageCode) {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, code);
  } catch {
    // Private mode without storage: the language still changes for this visit.
  }
  if (i18n.language !== code) void i18n.changeLanguage(code);
}
