import { Alert, Button } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/error-message.ts';

export interface LoadFailedAlertProps {
  /** The error text shown as the alert's title. */
  title: string;
  onRetry: () => void;
  /** True while the retried request is in flight. */
  retrying: boolean;
}

/** A screen's data could not be loaded: says so, and offers to try again. */
export function LoadFailedAlert({ title, onRetry, retrying }: LoadFailedAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      tone="destructive"
      title={title}
      action={
        <Button
          size="sm"
          variant="secondary"
          onClick={onRetry}
          busy={retrying}
          busyText={t('shared.retrying')}
        >
          {t('shared.retry')}
        </Button>
      }
    />
  );
}

/** The parts of an RTK Query result a failed read needs. */
export interface FailedQuery {
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A failed RTK Query read: the server's message (or `fallback`), and a retry that fetches again. */
export function QueryFailedAlert({ query, fallback }: { query: FailedQuery; fallback: string }) {
  return (
    <LoadFailedAlert
      title={errorMessage(query.error, fallback)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
