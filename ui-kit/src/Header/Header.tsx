import { type ReactNode, useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { CartIcon, CloseIcon, MenuIcon } from '../icons/frame-icons.tsx';
import { type LinkComponent, PlainLink } from '../link/linkComponent.tsx';
import { useKitText } from '../text/KitText.tsx';
import styles from './Header.module.css';

export interface HeaderLink {
  href: string;
  label: string;
}

export interface HeaderProps {
  /** The main navigation, e.g. Home, Course, About Us, Contact Us, Verify Certificate, Sign Up. */
  links: HeaderLink[];
  /** Logged out shows 'Login' and 'Sign Up'; logged in shows 'Go to Dashboard'. @default false */
  isLoggedIn?: boolean;
  /** Items in the cart; the badge shows only above 0. @default 0 */
  cartCount?: number;
  /** The href of the page being shown, marked aria-current in the navigation. */
  currentHref?: string;
  /** A slot for the theme switch (usually a ThemeToggle). */
  themeToggle?: ReactNode;
  /** Shown when logged in, after 'Go to Dashboard': the signed-in user's menu (usually a UserMenu with Logout). */
  accountMenu?: ReactNode;
  /** Renders every link; pass a router adapter. Must forward unknown props to the anchor. @default PlainLink */
  linkComponent?: LinkComponent;
  /** @default '/' */
  brandHref?: string;
  /** @default '/addtocart' */
  cartHref?: string;
  /** @default '/login' */
  loginHref?: string;
  /** @default '/signup' */
  signupHref?: string;
  /** @default '/student/dashboard' */
  dashboardHref?: string;
}

export function Header({
  links,
  isLoggedIn = false,
  cartCount = 0,
  currentHref,
  themeToggle,
  accountMenu,
  linkComponent: Link = PlainLink,
  brandHref = '/',
  cartHref = '/addtocart',
  loginHref = '/login',
  signupHref = '/signup',
  dashboardHref = '/student/dashboard',
}: HeaderProps) {
  const text = useKitText();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const closeMenu = () => setMenuOpen(false);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link href={brandHref} className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            {text.brand.charAt(0)}
          </span>
          <span className={styles.brandText}>{text.brand}</span>
        </Link>
        <nav
          id={navId}
          aria-label={text.mainNavigation}
          className={styles.nav}
          data-open={menuOpen || undefined}
        >
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={styles.link}
                  aria-current={link.href === currentHref ? 'page' : undefined}
                  onClick={closeMenu}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          {themeToggle}
          <Link
            href={cartHref}
            className={styles.cart}
            aria-label={cartCount > 0 ? text.cartWithItems(cartCount) : text.cart}
          >
            <CartIcon />
            {cartCount > 0 ? (
              <span className={styles.cartCount} aria-hidden="true" data-testid="cart-count">
                {cartCount}
              </span>
            ) : null}
          </Link>
          {isLoggedIn ? (
            <>
              <Button asChild size="sm">
                {/* On a phone only 'Dashboard' shows, so the account menu and the menu button still fit. */}
                <Link href={dashboardHref} aria-label={`${text.goTo} ${text.dashboard}`}>
                  <span className={styles.dashboardLead}>{text.goTo} </span>
                  {text.dashboard}
                </Link>
              </Button>
              {accountMenu}
            </>
          ) : (
            <>
              <Button asChild size="sm" variant="ghost">
                <Link href={loginHref}>{text.login}</Link>
              </Button>
              <Button asChild size="sm">
                <Link href={signupHref}>{text.signUp}</Link>
              </Button>
            </>
          )}
          <IconButton
            className={styles.menuButton}
            label={text.menu}
            icon={menuOpen ? <CloseIcon /> : <MenuIcon />}
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          />
        </div>
      </div>
    </header>
  );
}
