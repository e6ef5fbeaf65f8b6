import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import styles from './RouteErrorPage.module.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * Shown when a screen throws. It relies on nothing but the router, so it still renders when the failure
 * came from the app's own components.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
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
