import { Alert, Badge, Card, Group, IconButton, ProgressBar, RefreshIcon, Stack } from '@academy/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { useAppSelector } from '../../app/store.ts';
import { Loading } from '../../shared/Loading.tsx';
import textStyles from '../../shared/text.module.css';
import { useCourseProgressQuery } from '../progress/progressApi.ts';
import { CertificateStateView } from './CertificateStateView.tsx';
import styles from './certificate.module.css';
import { certificateState } from './certificate-state.ts';
import { useEligibilityQuery } from './certificateApi.ts';
import '../../shared/i18n/en-screens/certificates.ts';

/** The spec's certificate status refresh: every 30 seconds, besides the live stream and the button. */
const REFRESH_MS = 30_000;

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

/** Where the learner stands on the course certificate: locked, ready to generate, or ready to download. */
export function CertificatePanel({ courseId, courseTitle }: { courseId: number; courseTitle: string }) {
  const { t } = useTranslation();
  const user = useAppSelector(({ auth }) => auth.user);
  const args = user ? { userId: user.id, courseId } : skipToken;
  const eligibility = useEligibilityQuery(args, {
    pollingInterval: REFRESH_MS,
    skipPollingIfUnfocused: true,
  });
  const progress = useCourseProgressQuery(args, {
    pollingInterval: REFRESH_MS,
    skipPollingIfUnfocused: true,
  });

  const data = eligibility.data?.data;
  const total = data?.totalQuizzes ?? progress.data?.data.totalQuizzes ?? 0;
  const completed = data?.completedQuizzes ?? progress.data?.data.completedQuizzes ?? 0;
  const refreshing = eligibility.isFetching || progress.isFetching;
  const refresh = () => {
    void eligibility.refetch();
    void progress.refetch();
  };
  const error = eligibility.error ?? progress.error;

  return (
    <Card padding="lg" role="region" aria-labelledby="certificate-title">
      <Stack gap="4">
        <Group gap="3" wrap={false}>
          <h2 id="certificate-title" className={textStyles.titleLg}>
            {t('certificates.courseCertificate')}
          </h2>
          <Badge
            tone={total > 0 && completed >= total ? 'success' : 'brand'}
            aria-label={t('certificates.ofQuizzesCompleted', { completed, total })}
          >
            {completed}/{total}
          </Badge>
          <IconButton
            className={styles.refresh}
            label={t('certificates.refreshCertificateStatus')}
            icon={<RefreshIcon />}
            onClick={refresh}
            disabled={refreshing}
            data-refreshing={refreshing || undefined}
          />
        </Group>
        <ProgressBar
          value={completed}
          max={Math.max(total, 1)}
          label={t('certificates.quizzesCompleted')}
          tone={total > 0 && completed >= total ? 'success' : 'brand'}
        />
        <Group
          gap="0"
          align="stretch"
          justify="between"
          wrap={false}
          className={`${textStyles.mutedSmall} ${styles.counts}`}
        >
          <span>
            {completed} {t('certificates.completed')}
          </span>
          <span>
            {Math.max(total - completed, 0)} {t('certificates.remaining')}
          </span>
        </Group>
        {error ? (
          <Alert tone="destructive" title={t('certificates.error')}>
            {errorMessage(error, 'Failed to fetch certificate and quiz status')}
          </Alert>
        ) : null}
        {data ? (
          <CertificateStateView
            state={certificateState(data)}
            courseId={courseId}
            courseTitle={courseTitle}
            quizzes={progress.data?.data.quizzes ?? []}
          />
        ) : eligibility.isLoading ? (
          <Loading label={t('certificates.loadingCertificateStatus')} />
        ) : null}
        <Group as="p" gap="2" align="stretch" justify="between" className={textStyles.mutedXs}>
          {eligibility.fulfilledTimeStamp ? (
            <span>
              {t('certificates.lastUpdated')} {timeFormat.format(eligibility.fulfilledTimeStamp)}
            </span>
          ) : null}
          <span>{t('certificates.autoRefreshesEvery30Seconds')}</span>
        </Group>
      </Stack>
    </Card>
  );
}
