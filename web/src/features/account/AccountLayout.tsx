import {
  AccountSidebar,
  type AccountSidebarEntry,
  BookIcon,
  ConfirmDialog,
  ReceiptIcon,
  SettingsIcon,
  ThemeToggle,
  UserIcon,
  UserMenu,
} from '@academy/ui-kit';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAppSelector } from '../../app/store.ts';
import { Loading } from '../../shared/Loading.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { SuspenseOutlet } from '../layout/SuspenseOutlet.tsx';
import { useTheme } from '../theme/theme.ts';
import styles from './AccountLayout.module.css';
import { useLogout } from './useLogout.ts';

const ENTRIES: AccountSidebarEntry[] = [
  { href: '/your-profile', label: 'Profile', description: 'Manage your account details', icon: <UserIcon /> },
  { href: '/progress', label: 'Learning Progress', description: 'Track your courses', icon: <BookIcon /> },
  { href: '/orders', label: 'My orders', description: 'Manage your payments', icon: <ReceiptIcon /> },
  { href: '/settings', label: 'Settings', description: 'Customize your preferences', icon: <SettingsIcon /> },
];

function activeEntry(pathname: string): string | undefined {
  return ENTRIES.find((entry) => pathname === entry.href || pathname.startsWith(`${entry.href}/`))?.href;
}

/** The account area: its own top bar with the user menu, the 'Your Account' sidebar and the page. */
export function AccountLayout() {
  const user = useAppSelector(({ auth }) => auth.user);
  const { pathname } = useLocation();
  const [theme, setTheme] = useTheme();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const logout = useLogout();

  return (
    <div className={styles.shell}>
      <header className={styles.topbar}>
        <Link to="/" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            A
          </span>
          Academy
        </Link>
        <div className={styles.tools}>
          <ThemeToggle theme={theme} onThemeChange={setTheme} />
          {user ? (
            <UserMenu
              name={user.fullName}
              email={user.email}
              avatarUrl={user.avatarUrl ?? undefined}
              onLogout={() => setConfirmingLogout(true)}
              linkComponent={RouterLink}
            />
          ) : null}
        </div>
      </header>
      <div className={styles.body}>
        <AccountSidebar entries={ENTRIES} activeHref={activeEntry(pathname)} linkComponent={RouterLink} />
        <main className={styles.content} id="main">
          <SuspenseOutlet fallback={<Loading page label="Loading page" className={styles.loading} />} />
        </main>
      </div>
      <ConfirmDialog
        open={confirmingLogout}
        onOpenChange={setConfirmingLogout}
        title="Log out?"
        description="You will need to log in again to continue learning."
        confirmLabel="Confirm"
        onConfirm={() => void logout()}
      />
    </div>
  );
}
