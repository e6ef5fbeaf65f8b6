import {
  AccountSidebar,
  type AccountSidebarEntry,
  BookIcon,
  Group,
  ReceiptIcon,
  SettingsIcon,
  Stack,
  ThemeToggle,
  UserIcon,
} from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../app/paths/paths.ts';
import { Loading } from '../../shared/Loading.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import tileStyles from '../../shared/tile.module.css';
import { SuspenseOutlet } from '../layout/SuspenseOutlet.tsx';
import { useTheme } from '../theme/theme.ts';
import styles from './AccountLayout.module.css';
import { AccountMenu } from './AccountMenu.tsx';
import '../../shared/i18n/en-screens/account.ts';

/** The sidebar's entries; `label` and `description` are translation keys. */
const ENTRIES: AccountSidebarEntry[] = [
  {
    href: paths.yourProfile,
    label: 'account.profile',
    description: 'account.manageYourAccountDetails',
    icon: <UserIcon />,
  },
  {
    href: paths.progress,
    label: 'account.learningProgress',
    description: 'account.trackYourCourses',
    icon: <BookIcon />,
  },
  {
    href: paths.orders,
    label: 'account.myOrders',
    description: 'account.manageYourPayments',
    icon: <ReceiptIcon />,
  },
  {
    href: paths.settings,
    label: 'account.settings',
    description: 'account.customizeYourPreferences',
    icon: <SettingsIcon />,
  },
];

function activeEntry(pathname: string): string | undefined {
  return ENTRIES.find((entry) => pathname === entry.href || pathname.startsWith(`${entry.href}/`))?.href;
}

/** The account area: its own top bar with the user menu, the 'Your Account' sidebar and the page. */
export function AccountLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [theme, setTheme] = useTheme();
  const entries = ENTRIES.map((entry) => ({
    ...entry,
    label: t(entry.label),
    description: entry.description && t(entry.description),
  }));

  return (
    <Stack gap="0" className={styles.shell}>
      <Group gap="4" justify="between" wrap={false} as="header" className={styles.topbar}>
        <Link to={paths.home} className={styles.brand}>
          <span className={`${tileStyles.tile} ${styles.logo}`} aria-hidden="true">
            {t('account.a')}
          </span>
          {t('account.academy')}
        </Link>
        <Group gap="2" wrap={false}>
          <ThemeToggle theme={theme} onThemeChange={setTheme} />
          <AccountMenu />
        </Group>
      </Group>
      <div className={styles.body}>
        <AccountSidebar entries={entries} activeHref={activeEntry(pathname)} linkComponent={RouterLink} />
        <main className={styles.content} id="main">
          <SuspenseOutlet
            fallback={<Loading page label={t('account.loadingPage')} className={styles.loading} />}
          />
        </main>
      </div>
    </Stack>
  );
}
