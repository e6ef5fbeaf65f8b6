import type { QuizProgress } from '@academy/contracts';
import {
  Alert,
  AwardIcon,
  Badge,
  Button,
  CheckIcon,
  DownloadIcon,
  Group,
  LockIcon,
  Stack,
} from '@academy/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../api/error-message.ts';
import { paths } from '../../app/paths/paths.ts';
import { useAppSelector } from '../../app/store.ts';
import textStyles from '../../shared/text.module.css';
import tileStyles from '../../shared/tile.module.css';
import { CertificateSharing } from './CertificateSharing.tsx';
import styles from './certificate.module.css';
import { CERTIFICATE_PDF_FAILURES, certificateFileName, usePdfDownload } from './certificate-download.ts';
import type { CertificateState } from './certificate-state.ts';
import { useGenerateCertificateMutation } from './certificateApi.ts';
import '../../shared/i18n/en-screens/certificates.ts';

interface Props {
  state: CertificateState;
  courseId: number;
  courseTitle: string;
  quizzes: QuizProgress[];
}

const STATUS_LABEL = { PASSED: 'Passed', FAILED: 'Not passed yet', NOT_STARTED: 'Not started' } as const;
const STATUS_TONE = { PASSED: 'success', FAILED: 'danger', NOT_STARTED: 'neutral' } as const;

export function CertificateStateView({ state, courseId, courseTitle, quizzes }: Props) {
  const { t } = useTranslation();
  switch (state.kind) {
    case 'locked':
      return (
        <Stack gap="2" align="center" className={styles.state} data-state="locked">
          <span className={`${tileStyles.tile} ${styles.stateIcon}`} data-tone="muted">
            <LockIcon />
          </span>
          <h3 className={textStyles.titleLg}>{t('certificates.certificateLocked')}</h3>
          <p className={styles.stateText}>{t('certificates.completeAllRequiredQuizzesTo')}</p>
          <Stack as="ul" gap="2" className={styles.quizList} aria-label={t('certificates.requiredQuizzes')}>
            {quizzes.map((quiz) => (
              <Group
                gap="3"
                justify="between"
                wrap={false}
                as="li"
                key={quiz.quizId}
                className={styles.quizRow}
              >
                <Group as="span" inline wrap={false}>
                  {quiz.status === 'PASSED' ? <CheckIcon className={styles.tick} /> : null}
                  {quiz.title}
                </Group>
                <Badge tone={STATUS_TONE[quiz.status]}>{STATUS_LABEL[quiz.status]}</Badge>
              </Group>
            ))}
          </Stack>
        </Stack>
      );
    case 'eligible':
      return <EligibleView total={state.total} courseId={courseId} courseTitle={courseTitle} />;
    case 'generated':
      return (
        <GeneratedView certificateUrl={state.certificateUrl} certificateNumber={state.certificateNumber} />
      );
  }
}

function EligibleView({
  total,
  courseId,
  courseTitle,
}: {
  total: number;
  courseId: number;
  courseTitle: string;
}) {
  const { t } = useTranslation();
  const user = useAppSelector(({ auth }) => auth.user);
  const [generate, { isLoading, error }] = useGenerateCertificateMutation();
  const [missing, setMissing] = useState(false);
  const onGenerate = () => {
    // The button is disabled while a request runs; the server also issues one certificate at most.
    if (isLoading) return;
    if (!user?.id || !courseId) {
      setMissing(true);
      return;
    }
    void generate({ userId: user.id, courseId, course_name: courseTitle, certificateValidity: '3 Years' });
  };
  return (
    <Stack gap="2" align="center" className={styles.state} data-state="eligible">
      <span className={`${tileStyles.tile} ${styles.stateIcon}`} data-tone="success">
        <AwardIcon />
      </span>
      <h3 className={textStyles.titleLg}>{t('certificates.congratulations')}</h3>
      <p className={styles.stateText}>
        {t('certificates.youVeCompletedAll')} {total} {t('certificates.quizzes')}
      </p>
      <Button onClick={onGenerate} busy={isLoading} busyText={t('certificates.generating')}>
        {t('certificates.generateCertificate')}
      </Button>
      {missing ? <Alert tone="destructive" title={t('certificates.missingRequiredUserIdOr')} /> : null}
      {error ? (
        <Alert tone="destructive" title={t('certificates.error')}>
          {errorMessage(error, 'Failed to generate certificate')}
        </Alert>
      ) : null}
    </Stack>
  );
}

function GeneratedView({
  certificateUrl,
  certificateNumber,
}: {
  certificateUrl: string;
  certificateNumber: string;
}) {
  const { t } = useTranslation();
  const fullName = useAppSelector(({ auth }) => auth.user?.fullName ?? '');
  const { busy, error, download } = usePdfDownload(
    certificateUrl,
    certificateFileName(fullName),
    CERTIFICATE_PDF_FAILURES,
  );
  return (
    <Stack gap="2" align="center" className={styles.state} data-state="generated">
      <span className={`${tileStyles.tile} ${styles.stateIcon}`} data-tone="success">
        <AwardIcon />
      </span>
      <h3 className={textStyles.titleLg}>{t('certificates.certificateGenerated')}</h3>
      <p className={styles.stateText}>
        {t('certificates.certificateNumber')} <strong className={styles.number}>{certificateNumber}</strong> ·{' '}
        <Link to={paths.verify(certificateNumber)}>{t('certificates.verify')}</Link>
      </p>
      <Group gap="2" justify="center">
        <Button onClick={download} busy={busy} busyText={t('certificates.downloading')}>
          <DownloadIcon /> {t('certificates.downloadCertificate')}
        </Button>
        <CertificateSharing certificateNumber={certificateNumber} />
      </Group>
      {error ? (
        <Alert tone="destructive" title={t('certificates.error')}>
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
