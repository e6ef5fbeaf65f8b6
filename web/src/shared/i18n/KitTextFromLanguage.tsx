import { englishKitText, type KitText, KitTextProvider, type KitWords, kitWords } from '@academy/ui-kit';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { activeLocale } from './i18n.ts';

/** The kit's plain-text words, each translated under `kit.<key>`. */
const WORD_KEYS = Object.keys(kitWords(englishKitText));

/** Gives the ui-kit's own words and number locale in the language on screen. */
export function KitTextFromLanguage({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` changes with the language, which is the dependency that matters
  const text = useMemo(
    (): KitText => ({
      ...(Object.fromEntries(WORD_KEYS.map((key) => [key, t(`kit.${key}`)])) as KitWords),
      locale: activeLocale(),
      page: (page) => t('kit.page', { page }),
      rated: (average, count) => t('kit.rated', { average, count }),
      switchTheme: (theme) =>
        t('kit.switchTheme', { theme: t(theme === 'dark' ? 'kit.themeDark' : 'kit.themeLight') }),
      cartWithItems: (count) => t('kit.cartWithItems', { count }),
      previewOf: (name) => t('kit.previewOf', { name }),
      acceptedTypes: (accept) => t('kit.acceptedTypes', { accept }),
      upToSize: (size) => t('kit.upToSize', { size }),
      notAcceptedFileType: (name, accept) => t('kit.notAcceptedFileType', { name, accept }),
      fileTooLarge: (name, limit) => t('kit.fileTooLarge', { name, limit }),
      moduleCounts: (documents, videos, quizzes) =>
        [
          t('kit.documents', { count: documents }),
          t('kit.videos', { count: videos }),
          t('kit.quizzes', { count: quizzes }),
        ].join(' · '),
    }),
    [language],
  );
  return <KitTextProvider text={text}>{children}</KitTextProvider>;
}
