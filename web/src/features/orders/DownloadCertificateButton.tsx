import { Button, DownloadIcon } from '@academy/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { useAppSelector } from '../../app/store.ts';
import { saveBlob } from '../../shared/file-download.ts';
import { toast } from '../../shared/toast.ts';
import { certificateFileName, fetchCertificatePdf } from '../certificates/certificate-download.ts';
import { progressApi } from '../progress/progressApi.ts';
import '../../shared/i18n/en-screens/orders.ts';

/** Saves the certificate of a bought course, if the learner has earned it; otherwise says so. */
export function DownloadCertificateButton({ courseId, course }: { courseId: number; course: string }) {
  const { t } = useTranslation();
  const user = useAppSelector(({ auth }) => auth.user);
  const [loadCertificates] = progressApi.endpoints.studentCertificates.useLazyQuery();
  const [busy, setBusy] = useState(false);
  const onDownload = async () => {
    if (!user || busy) return;
    setBusy(true);
    try {
      const reply = await loadCertificates(user.id, true).unwrap();
      const certificate = reply.data.find((earned) => earned.courseId === courseId);
      if (!certificate) toast.error('No Certificate Obtained');
      else
        saveBlob(await fetchCertificatePdf(certificate.certificateUrl), certificateFileName(user.fullName));
    } catch (failure) {
      toast.error(
        failure instanceof Error ? failure.message : errorMessage(failure, 'Failed to download certificate'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => void onDownload()}
      busy={busy}
      busyText={t('orders.downloading')}
      aria-label={t('orders.downloadCertificateFor', { course })}
    >
      <DownloadIcon /> {t('orders.downloadCertificate')}
    </Button>
  );
}
