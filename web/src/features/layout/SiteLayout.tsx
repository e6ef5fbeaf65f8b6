import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../app/lazy-component.ts';
import { useAppSelector } from '../../app/store.ts';
import { Loading } from '../../shared/Loading.tsx';
import { installPromptWanted } from '../install/install-prompt-wanted.ts';
import { SiteHeader } from './SiteHeader.tsx';
import styles from './SiteLayout.module.css';
import { SuspenseOutlet } from './SuspenseOutlet.tsx';

// The footer sits below the fold and brings the cookie dialog: it loads after the page, not with it.
const SiteFooter = lazyComponent(() => import('./SiteFooter.tsx'), 'SiteFooter');
const InstallBanner = lazyComponent(() => import('../install/InstallBanner.tsx'), 'InstallBanner');
const CategoryPrompt = lazyComponent(() => import('../category/CategoryPrompt.tsx'), 'CategoryPrompt');
const showInstallPrompt = installPromptWanted();

/** Header, the page, footer: the frame of every screen outside the account area. */
export function SiteLayout() {
  const { t } = useTranslation();
  const isLearner = useAppSelector(({ auth }) => auth.user?.role === 'USER');
  return (
    <>
      <SiteHeader />
      {showInstallPrompt ? (
        <Suspense fallback={null}>
          <InstallBanner />
        </Suspense>
      ) : null}
      <main className={styles.main} id="main">
        {isLearner ? (
          <Suspense fallback={null}>
            <CategoryPrompt />
          </Suspense>
        ) : null}
        <SuspenseOutlet
          fallback={<Loading page label={t('layout.loadingPage')} className={styles.loading} />}
        />
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </>
  );
}
