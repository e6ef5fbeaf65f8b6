import { Alert, Button, Group, ShareIcon } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { toast } from '../../shared/toast.ts';
import { useVerifyCertificateQuery } from '../verify/verifyApi.ts';
import styles from './certificate.module.css';
import { linkedInAddUrl, useCredentialDownload, verificationLink } from './credential-sharing.ts';
import '../../shared/i18n/en-screens/certificates.ts';

/**
 * Beside the PDF: the signed credential (Open Badges 3.0, for wallets and verifiers), "Add to LinkedIn"
 * with the certification filled in, and the verification link to copy. Dates and names come from the
 * public verification reply, so they are what an employer following the link will see.
 */
export function CertificateSharing({ certificateNumber }: { certificateNumber: string }) {
  const { t } = useTranslation();
  const credential = useCredentialDownload(certificateNumber);
  const { data } = useVerifyCertificateQuery(certificateNumber);
  const link = verificationLink(window.location.origin, certificateNumber);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Verification link copied');
    } catch {
      toast.error(`Copy failed; the link is ${link}`);
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        onClick={credential.download}
        busy={credential.busy}
        busyText={t('certificates.downloading')}
      >
        {t('certificates.downloadCredential')}
      </Button>
      <Group gap="3" justify="center" className={styles.share}>
        {data?.courseName && data.issuedAt && data.expiresAt ? (
          <a
            className={styles.shareLink}
            href={linkedInAddUrl({
              courseName: data.courseName,
              certificateNumber,
              issuedAt: data.issuedAt,
              expiresAt: data.expiresAt,
              verificationUrl: link,
            })}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ShareIcon /> {t('certificates.addToLinkedin')}
          </a>
        ) : null}
        <Button variant="ghost" size="sm" onClick={copy}>
          {t('certificates.copyVerificationLink')}
        </Button>
      </Group>
      {credential.error ? (
        <Group gap="3" justify="center" className={styles.share}>
          <Alert tone="destructive" title={t('certificates.error')}>
            {credential.error}
          </Alert>
        </Group>
      ) : null}
    </>
  );
}
