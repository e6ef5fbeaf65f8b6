import type { TranscodeStatus } from '@academy/contracts';
import { Badge, ProgressBar } from '@academy/ui-kit';
import styles from './VideoTranscodeStatus.module.css';

/**
 * Where a video's conversion for streaming stands: waiting, a bar while ffmpeg runs, ready, or failed with
 * the reason (the uploaded file keeps playing meanwhile, and after a failure).
 */
export function VideoTranscodeStatus({ job }: { job: TranscodeStatus | undefined }) {
  if (!job) return null;
  switch (job.state) {
    case 'queued':
      return <Badge tone="info">Waiting to convert</Badge>;
    case 'running':
      return (
        <div className={styles.progress}>
          <ProgressBar value={job.percent} label="Converting for streaming" />
        </div>
      );
    case 'ready':
      return <Badge tone="success">Streaming ready</Badge>;
    case 'failed':
      return (
        <span className={styles.failed}>
          <Badge tone="danger">Conversion failed</Badge>
          <span className={styles.reason}>{job.error}</span>
        </span>
      );
  }
}
