import { Header, ThemeToggle } from '@academy/ui-kit';
import { useLocation } from 'react-router';
import { useAppSelector } from '../../app/store.ts';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useCartCount } from '../cart/useCart.ts';
import { useTheme } from '../theme/theme.ts';

const LINKS = [
  { href: '/', label: 'Home' },
  { href: '/courses', label: 'Course' },
  { href: '/about', label: 'About Us' },
  { href: '/contact', label: 'Contact Us' },
  { href: '/verify', label: 'Verify Certificate' },
  { href: '/signup', label: 'Sign Up' },
];

export function SiteHeader() {
  const isLoggedIn = useAppSelector(({ auth }) => auth.isLoggedIn);
  const [theme, setTheme] = useTheme();
  const { pathname } = useLocation();
  const cartCount = useCartCount();
  return (
    <Header
      links={LINKS}
      isLoggedIn={isLoggedIn}
      cartCount={cartCount}
      currentHref={pathname}
      linkComponent={RouterLink}
      themeToggle={<ThemeToggle theme={theme} onThemeChange={setTheme} />}
    />
  );
}
