import { type KitText, KitTextProvider } from '@academy/ui-kit';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { activeLocale } from './i18n.ts';

/** Gives the ui-kit's own words and number locale in the language on screen. */
export function KitTextFromLanguage({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` changes with the language, which is the dependency that matters
  const text = useMemo(
    (): KitText => ({
      locale: activeLocale(),
      close: t('kit.close'),
      loading: t('kit.loading'),
      pagination: t('kit.pagination'),
      previous: t('kit.previous'),
      next: t('kit.next'),
      page: (page) => t('kit.page', { page }),
      showPassword: t('kit.showPassword'),
      hidePassword: t('kit.hidePassword'),
      price: t('kit.price'),
      originalPrice: t('kit.originalPrice'),
      noRatingsYet: t('kit.noRatingsYet'),
      rated: (average, count) => t('kit.rated', { average, count }),
      switchTheme: (theme) =>
        t('kit.switchTheme', { theme: t(theme === 'dark' ? 'kit.themeDark' : 'kit.themeLight') }),
      accountMenuFor: t('kit.accountMenuFor'),
      settings: t('kit.settings'),
      logout: t('kit.logout'),
      mainNavigation: t('kit.mainNavigation'),
      cart: t('kit.cart'),
      cartWithItems: (count) => t('kit.cartWithItems', { count }),
      goTo: t('kit.goTo'),
      dashboard: t('kit.dashboard'),
      login: t('kit.login'),
      signUp: t('kit.signUp'),
      menu: t('kit.menu'),
      brand: t('kit.brand'),
      backToDashboard: t('kit.backToDashboard'),
      yourAccount: t('kit.yourAccount'),
      breadcrumb: t('kit.breadcrumb'),
      nothingToShow: t('kit.nothingToShow'),
      confirm: t('kit.confirm'),
      cancel: t('kit.cancel'),
      cookiePreferences: t('kit.cookiePreferences'),
      cookiesUse: t('kit.cookiesUse'),
      ok: t('kit.ok'),
      agreeAndProceed: t('kit.agreeAndProceed'),
      socialMedia: t('kit.socialMedia'),
      legal: t('kit.legal'),
      newsletter: t('kit.newsletter'),
      subscribeToNewsletter: t('kit.subscribeToNewsletter'),
      emailExample: t('kit.emailExample'),
      go: t('kit.go'),
      thanksForSubscribing: t('kit.thanksForSubscribing'),
      ourOffices: t('kit.ourOffices'),
      seeAllOffices: t('kit.seeAllOffices'),
    }),
    [language],
  );
  return <KitTextProvider text={text}>{children}</KitTextProvider>;
}
