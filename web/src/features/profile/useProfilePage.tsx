import { Alert, Button, Spinner } from '@academy/ui-kit';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/error-message.ts';
import styles from './profile.module.css';
import { useProfileQuery } from './profileApi.ts';

/** The profile for a page, or what to show instead while it loads or after it failed. */
export function useProfilePage() {
  const { data, error, isLoading, refetch } = useProfileQuery();
  let fallback: ReactNode = null;
  if (error) {
    fallback = (
      <Alert
        tone="destructive"
        title={errorMessage(error, 'Failed to fetch user profile')}
        action={
          <Button size="sm" variant="secondary" onClick={() => refetch()}>
            Retry
          </Button>
        }
      />
    );
  } else if (isLoading) {
    fallback = (
      <div className={styles.loading}>
        <Spinner size="lg" label="Loading your profile" />
      </div>
    );
  }
  return { profile: data?.user, fallback };
}
