import type { ReactNode } from 'react';
import { i18n } from '../../shared/i18n/i18n.ts';
import { type FailedQuery, LoadFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import { Loading } from '../../shared/Loading.tsx';
import '../../shared/i18n/en-screens/courses.ts';

/** What a course list shows in place of its courses while they load or after they failed; null once loaded. */
export function coursesPending(query: FailedQuery & { isLoading: boolean }, loadingLabel: string): ReactNode {
  if (query.isLoading) return <Loading page label={loadingLabel} />;
  if (query.error) {
    return (
      <LoadFailedAlert
        title={i18n.t('courses.failedToLoadCoursesPlease')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return null;
}
