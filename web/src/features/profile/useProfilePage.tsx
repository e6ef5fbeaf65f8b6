import type { ReactNode } from 'react';
import { i18n } from '../../shared/i18n/i18n.ts';
import { QueryFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import { Loading } from '../../shared/Loading.tsx';
import { useProfileQuery } from './profileApi.ts';
import '../../shared/i18n/en-screens/profile.ts';

/** The profile for a page, or what to show instead while it loads or after it failed. */
export function useProfilePage() {
  const query = useProfileQuery();
  const { data, error, isLoading } = query;
  let fallback: ReactNode = null;
  if (error) {
    fallback = <QueryFailedAlert query={query} fallback="Failed to fetch user profile" />;
  } else if (isLoading) {
    fallback = <Loading page label={i18n.t('profile.loadingYourProfile')} />;
  }
  return { profile: data?.user, fallback };
}
