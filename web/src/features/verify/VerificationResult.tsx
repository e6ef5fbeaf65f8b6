import type { VerifyReply } from '@academy/contracts';
import { Alert, Card, Grid, Stack } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { Detail } from '../../shared/Detail.tsx';
import { formatDate } from '../../shared/dates.ts';
import factStyles from '../../shared/facts.module.css';
import styles from './verify.module.css';
import '../../shared/i18n/en-screens/verify.ts';

const dateOrDash = (value: string | null | undefined) => (value ? formatDate(value) : '—');

type KnownStatus = Exclude<VerifyReply['status'], 'unknown'>;

/** Title and text are keys, shown through `t`. */
const VERDICT: Record<
  KnownStatus,
  { tone: 'success' | 'warning' | 'destructive'; title: string; text: string }
> = {
  valid: {
    tone: 'success',
    title: 'verify.validCertificate',
    text: 'verify.validCertificateText',
  },
  expired: {
    tone: 'warning',
    title: 'verify.expiredCertificate',
    text: 'verify.expiredCertificateText',
  },
  revoked: {
    tone: 'destructive',
    title: 'verify.revokedCertificate',
    text: 'verify.revokedCertificateText',
  },
};

/** Valid, expired, revoked (when and why) or unknown, with the holder, course and dates; nothing else is disclosed. */
export function VerificationResult({ number, result }: { number: string; result: VerifyReply }) {
  const { t } = useTranslation();
  if (result.status === 'unknown') {
    return (
      <Alert tone="destructive" title={t('verify.certificateNotFound')}>
        {t('verify.noAcademyCertificateHasThe')} {number}
        {t('verify.checkTheNumberAndTry')}
      </Alert>
    );
  }
  const verdict = VERDICT[result.status];
  const course = result.courseCode ? `${result.courseName} (${result.courseCode})` : result.courseName;
  return (
    <Card padding="lg" data-status={result.status}>
      <Stack gap="5">
        <Alert tone={verdict.tone} title={t(verdict.title)}>
          {t(verdict.text)}
        </Alert>
        <Grid as="dl" fit minItemWidth="14rem" className={`${factStyles.stacked} ${styles.details}`}>
          <Detail term={t('verify.certificateNumber')} className={styles.number}>
            {number}
          </Detail>
          <Detail term={t('verify.awardedTo')}>{result.fullName}</Detail>
          <Detail term={t('verify.course')}>{course}</Detail>
          <Detail term={t('verify.issued')}>{dateOrDash(result.issuedAt)}</Detail>
          {result.status === 'revoked' ? (
            <>
              <Detail term={t('verify.revokedOn')}>{dateOrDash(result.revokedAt)}</Detail>
              <Detail term={t('verify.reason')}>{result.revocationReason}</Detail>
            </>
          ) : (
            <Detail term={result.status === 'valid' ? t('verify.validUntil') : t('verify.expiredOn')}>
              {dateOrDash(result.expiresAt)}
            </Detail>
          )}
        </Grid>
      </Stack>
    </Card>
  );
}
