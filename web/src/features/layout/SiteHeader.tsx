import { Header, ThemeToggle } from '@academy/ui-kit';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { lazyComponent } from '../../app/lazy-component.ts';
import { paths } from '../../app/paths/paths.ts';
import { useAppSelector } from '../../app/store.ts';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { landingPath } from '../auth/landing.ts';
import { useCartCount } from '../cart/useCart.ts';
import { useTheme } from '../theme/theme.ts';

/** The main links, by the key of their words. */
const LINKS = [
  { href: paths.home, label: 'nav.home' },
  { href: paths.courses, label: 'nav.course' },
  { href: paths.about, label: 'nav.aboutUs' },
  { href: paths.contact, label: 'nav.contactUs' },
  { href: paths.verifyCertificate, label: 'nav.verifyCertificate' },
] as const;
/** A visitor's way in; someone signed in already has an account. */
const SIGN_UP = { href: paths.signup, label: 'nav.signUp' } as const;
const VISITOR_LINKS = [...LINKS, SIGN_UP];
// Only someone signed in has the menu: it loads with their first page, not with a visitor's login page.
const AccountMenu = lazyComponent(() => import('../account/AccountMenu.tsx'), 'AccountMenu');

export function SiteHeader() {
  const { t } = useTranslation();
  const isLoggedIn = useAppSelector(({ auth }) => auth.isLoggedIn);
  const role = useAppSelector(({ auth }) => auth.user?.role);
  const [theme, setTheme] = useTheme();
  const { pathname } = useLocation();
  const cartCount = useCartCount();
  return (
    <Header
      links={(isLoggedIn ? LINKS : VISITOR_LINKS).map(({ href, label }) => ({ href, label: t(label) }))}
      isLoggedIn={isLoggedIn}
      cartCount={cartCount}
      currentHref={pathname}
      linkComponent={RouterLink}
      themeToggle={<ThemeToggle theme={theme} onThemeChange={setTheme} />}
      accountMenu={
        <Suspense fallback={null}>
          <AccountMenu />
        </Suspense>
      }
      dashboardHref={landingPath(role)}
    />
  );
}
