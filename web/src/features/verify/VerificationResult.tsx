import type { VerifyReply } from '@academy/contracts';
import { Alert, Card } from '@academy/ui-kit';
import styles from './verify.module.css';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
const formatDate = (value: string | null) => (value ? dateFormat.format(new Date(value)) : '—');

/** Valid, expired or unknown, with the holder, course and dates; nothing else is disclosed. */
export function VerificationResult({ number, result }: { number: string; result: VerifyReply }) {
  if (result.status === 'unknown') {
    return (
      <Alert tone="destructive" title="Certificate not found">
        No Academy certificate has the number {number}. Check the number and try again.
      </Alert>
    );
  }
  const valid = result.status === 'valid';
  const course = result.courseCode ? `${result.courseName} (${result.courseCode})` : result.courseName;
  return (
    <Card padding="lg" className={styles.result} data-status={result.status}>
      <Alert tone={valid ? 'success' : 'warning'} title={valid ? 'Valid certificate' : 'Expired certificate'}>
        {valid
          ? 'This certificate was issued by the Academy and is valid.'
          : 'This certificate was issued by the Academy but its validity has ended.'}
      </Alert>
      <dl className={styles.details}>
        <div>
          <dt>Certificate number</dt>
          <dd className={styles.number}>{number}</dd>
        </div>
        <div>
          <dt>Awarded to</dt>
          <dd>{result.fullName}</dd>
        </div>
        <div>
          <dt>Course</dt>
          <dd>{course}</dd>
        </div>
        <div>
          <dt>Issued</dt>
          <dd>{formatDate(result.issuedAt)}</dd>
        </div>
        <div>
          <dt>{valid ? 'Valid until' : 'Expired on'}</dt>
          <dd>{formatDate(result.expiresAt)}</dd>
        </div>
      </dl>
    </Card>
  );
}
