import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import styles from './RouteErrorPage.module.css';
import { isScreenLoadFailure } from './screen-load-failure.ts';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** A screen whose files could not be fetched: offline it opens by itself once the connection is back. */
function ScreenNotLoaded() {
  const { t } = useTranslation();
  const offline = !navigator.onLine;
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
  return (
    <main className={styles.page} id="main">
      <h1 className={styles.title}>{t('errors.screenNotLoaded')}</h1>
      <p className={styles.explanation}>
        {offline ? t('errors.youAreOffline') : t('errors.checkConnectionAndReload')}
      </p>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        {t('errors.reloadPage')}
      </button>
    </main>
  );
}

/**
 * Shown when a screen throws. It relies on nothing but the router, so it still renders when the failure
 * came from the app's own components.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isScreenLoadFailure(error)) return <ScreenNotLoaded />;
  return (
    <main className={styles.page} id="main">
      <h1 className={styles.title}>{t('errors.unexpectedApplicationError')}</h1>
      <pre className={styles.message}>{describe(error)}</pre>
      <a className={styles.link} href={import.meta.env.BASE_URL}>
        {t('errors.backToHome')}
      </a>
    </main>
  );
}
