import {
  AccountSidebar,
  type AccountSidebarEntry,
  BookIcon,
  ReceiptIcon,
  SettingsIcon,
  ThemeToggle,
  UserIcon,
} from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Loading } from '../../shared/Loading.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { SuspenseOutlet } from '../layout/SuspenseOutlet.tsx';
import { useTheme } from '../theme/theme.ts';
import styles from './AccountLayout.module.css';
import { AccountMenu } from './AccountMenu.tsx';

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
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [theme, setTheme] = useTheme();

  return (
    <div className={styles.shell}>
      <header className={styles.topbar}>
        <Link to="/" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            {t('account.a')}
          </span>
          {t('account.academy')}
        </Link>
        <div className={styles.tools}>
          <ThemeToggle theme={theme} onThemeChange={setTheme} />
          <AccountMenu />
        </div>
      </header>
      <div className={styles.body}>
        <AccountSidebar entries={ENTRIES} activeHref={activeEntry(pathname)} linkComponent={RouterLink} />
        <main className={styles.content} id="main">
          <SuspenseOutlet
            fallback={<Loading page label={t('account.loadingPage')} className={styles.loading} />}
          />
        </main>
      </div>
    </div>
  );
}
