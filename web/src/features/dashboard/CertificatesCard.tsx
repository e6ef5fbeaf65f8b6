import { Alert, Card, Group, PageSection, Stack } from '@academy/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { paths } from '../../app/paths/paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { formatDate } from '../../shared/dates.ts';
import { useStudentCertificatesQuery } from '../progress/progressApi.ts';
import styles from './dashboard.module.css';
import '../../shared/i18n/en-screens/dashboard.ts';
import textStyles from '../../shared/text.module.css';

/** Certificates earned so far, each with its number and where to verify or download it. */
export function CertificatesCard({ userId }: { userId: string | undefined }) {
  const { t } = useTranslation();
  const { data, error } = useStudentCertificatesQuery(userId ?? skipToken);
  const certificates = data?.data ?? [];
  return (
    <Card>
      <PageSection title={t('dashboard.certificates')}>
        {error ? (
          <Alert
            tone="destructive"
            title={errorMessage(error, 'Failed to fetch certificate and quiz status')}
          />
        ) : certificates.length === 0 ? (
          <p className={textStyles.muted}>{t('dashboard.noCertificateObtained')}</p>
        ) : (
          <Stack gap="3" as="ul">
            {certificates.map((certificate) => (
              <Group
                gap="3"
                justify="between"
                as="li"
                key={certificate.certificateNumber}
                className={styles.certificate}
              >
                <div>
                  <strong>{certificate.courseTitle}</strong>
                  <p className={textStyles.muted}>
                    {certificate.certificateNumber} {t('dashboard.issued')} {formatDate(certificate.issuedAt)}
                  </p>
                </div>
                <Group gap="2" align="stretch" wrap={false}>
                  <ButtonLink to={paths.verify(certificate.certificateNumber)} size="sm" variant="ghost">
                    {t('dashboard.verify')}
                  </ButtonLink>
                  <ButtonLink to={paths.learning(certificate.courseId)} size="sm" variant="secondary">
                    {t('dashboard.openCourse')}
                  </ButtonLink>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </PageSection>
    </Card>
  );
}
