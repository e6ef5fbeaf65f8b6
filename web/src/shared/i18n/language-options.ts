import type { TFunction } from 'i18next';

/** The profile's language choices: the stored English name as the value, the name in the language on screen as the label. */
export const languageOptions = (t: TFunction) => [
  { value: 'English', label: t('language.english') },
  { value: 'Hindi', label: t('language.hindi') },
];

/** A stored profile language as the reader's language writes it ('Hindi' → 'हिन्दी'). */
export const languageLabel = (t: TFunction, profileLanguage: string) =>
  profileLanguage === 'Hindi'
    ? t('language.hindi')
    : profileLanguage === 'English'
      ? t('language.english')
      : profileLanguage;
