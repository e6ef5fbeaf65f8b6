import { Alert, Card, Stack } from '@academy/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { Loading } from '../../shared/Loading.tsx';
import textStyles from '../../shared/text.module.css';
import styles from './progress.module.css';
import { useRecentActivityQuery } from './progressApi.ts';
import { timeAgo } from './time-ago.ts';
import '../../shared/i18n/en-screens/progress.ts';

export function RecentActivityCard({ userId }: { userId: string | undefined }) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useRecentActivityQuery(userId ?? skipToken);
  return (
    <Card>
      <h2 className={textStyles.sectionTitle}>{t('progress.recentActivity')}</h2>
      {error ? (
        <Alert tone="destructive" title={errorMessage(error, 'Failed to fetch recent activity')} />
      ) : isLoading ? (
        <Loading label={t('progress.loadingRecentActivity')} />
      ) : data && data.activities.length > 0 ? (
        <Stack gap="3" as="ul">
          {data.activities.slice(0, 8).map((activity) => (
            <Stack
              gap="0"
              as="li"
              key={`${activity.type}-${activity.occurredAt}-${activity.title}`}
              className={styles.activity}
              data-type={activity.type}
            >
              {/* The service words each entry itself, e.g. 'Passed Foundations assessment (100%)'. */}
              <span>{activity.title}</span>
              <time className={textStyles.mutedXs} dateTime={activity.occurredAt}>
                {timeAgo(activity.occurredAt)}
              </time>
            </Stack>
          ))}
        </Stack>
      ) : (
        <p className={`${textStyles.mutedSmall} ${styles.courseMeta}`}>
          {t('progress.nothingYetYourEnrolmentsCompleted')}
        </p>
      )}
    </Card>
  );
}
