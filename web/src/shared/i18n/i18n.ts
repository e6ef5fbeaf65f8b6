import { localValues } from '../browser-storage.ts';
import { i18n, LANGUAGES, type LanguageCode } from './instance.ts';

export { i18n, LANGUAGES, type LanguageCode };

/** A visitor's last language; a signed-in learner's profile wins over it. */
const STORAGE_KEY = 'language';

const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && Object.hasOwn(LANGUAGES, value);

function rememberedLanguage(): LanguageCode {
  const stored = localValues.getItem(STORAGE_KEY);
  return isLanguageCode(stored) ? stored : 'en';
}

/**
 * The Hindi texts are built into the app like the English ones but load with the first Hindi screen, so
 * an English first screen does not download them.
 */
async function loadHindi() {
  if (i18n.hasResourceBundle('hi', 'translation')) return;
  const [{ hi }, { hiMessages }] = await Promise.all([import('./hi.ts'), import('./hi-messages.ts')]);
  i18n.addResourceBundle('hi', 'translation', hi);
  // `messages`: English sentences as keys (see messages.ts); English needs none, it shows the key.
  i18n.addResourceBundle('hi', 'messages', hiMessages);
}

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

/**
 * Switches the whole app (every component using `useTranslation` re-renders) and remembers the choice.
 * Resolves once the new language is on screen.
 */
export async function switchLanguage(code: LanguageCode): Promise<void> {
  // Where storage is refused (private mode), the language still changes for this visit.
  localValues.setItem(STORAGE_KEY, code);
  if (code === 'hi') await loadHindi();
  if (i18n.language !== code) await i18n.changeLanguage(code);
}

// A visitor who used Hindi here last time gets it again.
if (rememberedLanguage() === 'hi') void switchLanguage('hi');
