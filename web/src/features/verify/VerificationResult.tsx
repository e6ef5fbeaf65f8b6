import type { VerifyReply } from '@academy/contracts';
import { Alert, Card } from '@academy/ui-kit';
import { Detail } from '../../shared/Detail.tsx';
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
        <Detail term="Certificate number" className={styles.number}>
          {number}
        </Detail>
        <Detail term="Awarded to">{result.fullName}</Detail>
        <Detail term="Course">{course}</Detail>
        <Detail term="Issued">{formatDate(result.issuedAt)}</Detail>
        <Detail term={valid ? 'Valid until' : 'Expired on'}>{formatDate(result.expiresAt)}</Detail>
      </dl>
    </Card>
  );
}
