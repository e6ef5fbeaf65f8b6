import { useTranslation } from 'react-i18next';
import { useAddDocumentMutation } from './adminCoursesApi.ts';
import { UploadContentDialog } from './UploadContentDialog.tsx';

const MB = 1024 * 1024;

export function AddDocumentDialog({ courseId, moduleId }: { courseId: number; moduleId: number }) {
  const { t } = useTranslation();
  const [addDocument, { isLoading }] = useAddDocumentMutation();
  return (
    <UploadContentDialog
      title={t('adminCourses.uploadPdfTitle')}
      description={t('adminCourses.uploadPdfDescription')}
      triggerLabel={t('adminCourses.addPdf')}
      submitLabel={t('adminCourses.uploadDocument')}
      titleLabel={t('adminCourses.documentTitle')}
      file={{
        label: t('adminCourses.pdfFile'),
        accept: '.pdf,application/pdf',
        maxSizeBytes: 50 * MB,
        hint: t('adminCourses.pdfFileHint'),
      }}
      missingMessage={t('adminCourses.documentMissing')}
      messages={{
        loading: t('adminCourses.uploadingDocument'),
        success: t('adminCourses.documentAdded'),
        error: t('adminCourses.failedToUploadDocument'),
      }}
      busy={isLoading}
      upload={(title, file) => addDocument({ courseId, moduleId, title, file }).unwrap()}
    />
  );
}
