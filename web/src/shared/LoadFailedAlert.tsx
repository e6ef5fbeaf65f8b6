import { Alert, Button } from '@academy/ui-kit';

export interface LoadFailedAlertProps {
  /** The error text shown as the alert's title. */
  title: string;
  onRetry: () => void;
  /** True while the retried request is in flight. */
  retrying: boolean;
}

/** A screen's data could not be loaded: says so, and offers to try again. */
export function LoadFailedAlert({ title, onRetry, retrying }: LoadFailedAlertProps) {
  return (
    <Alert
      tone="destructive"
      title={title}
      action={
        <Button size="sm" variant="secondary" onClick={onRetry} busy={retrying} busyText="Retrying...">
          Retry
        </Button>
      }
    />
  );
}
