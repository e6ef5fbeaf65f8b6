import type { TranscodeStatus } from '@academy/contracts';
import { Badge, Group, ProgressBar } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import textStyles from '../../shared/text.module.css';
import styles from './VideoTranscodeStatus.module.css';

/**
 * Where a video's conversion for streaming stands: waiting, a bar while ffmpeg runs, ready, or failed with
 * the reason (the uploaded file keeps playing meanwhile, and after a failure).
 */
export function VideoTranscodeStatus({ job }: { job: TranscodeStatus | undefined }) {
  const { t } = useTranslation();
  if (!job) return null;
  switch (job.state) {
    case 'queued':
      return <Badge tone="info">{t('adminCourses.waitingToConvert')}</Badge>;
    case 'running':
      return (
        <div className={styles.progress}>
          <ProgressBar value={job.percent} label={t('adminCourses.convertingForStreaming')} />
        </div>
      );
    case 'ready':
      return <Badge tone="success">{t('adminCourses.streamingReady')}</Badge>;
    case 'failed':
      return (
        <Group as="span" inline className={styles.failed}>
          <Badge tone="danger">{t('adminCourses.conversionFailed')}</Badge>
          <span className={`${textStyles.mutedSmall} ${styles.reason}`}>{job.error}</span>
        </Group>
      );
  }
}
