import { Alert, Button } from '@academy/ui-kit';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/error-message.ts';
import { Loading } from '../../shared/Loading.tsx';
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
    fallback = <Loading page label="Loading your profile" />;
  }
  return { profile: data?.user, fallback };
}
