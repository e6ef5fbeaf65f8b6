import { Alert, Card } from '@academy/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { errorMessage } from '../../api/error-message.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { formatDate } from '../../shared/dates.ts';
import { learningScreenPath } from '../progress/EnrolledCourseList.tsx';
import { useStudentCertificatesQuery } from '../progress/progressApi.ts';
import styles from './dashboard.module.css';

/** Certificates earned so far, each with its number and where to verify or download it. */
export function CertificatesCard({ userId }: { userId: string | undefined }) {
  const { data, error } = useStudentCertificatesQuery(userId ?? skipToken);
  const certificates = data?.data ?? [];
  return (
    <Card>
      <h2 className={styles.sectionTitle}>Certificates</h2>
      {error ? (
        <Alert
          tone="destructive"
          title={errorMessage(error, 'Failed to fetch certificate and quiz status')}
        />
      ) : certificates.length === 0 ? (
        <p className={styles.muted}>No Certificate Obtained</p>
      ) : (
        <ul className={styles.certificates}>
          {certificates.map((certificate) => (
            <li key={certificate.certificateNumber} className={styles.certificate}>
              <div>
                <strong>{certificate.courseTitle}</strong>
                <span className={styles.muted}>
                  {certificate.certificateNumber} · issued {formatDate(certificate.issuedAt)}
                </span>
              </div>
              <div className={styles.certificateActions}>
                <ButtonLink
                  to={`/verify?number=${encodeURIComponent(certificate.certificateNumber)}`}
                  size="sm"
                  variant="ghost"
                >
                  Verify
                </ButtonLink>
                <ButtonLink to={learningScreenPath(certificate.courseId)} size="sm" variant="secondary">
                  Open course
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
