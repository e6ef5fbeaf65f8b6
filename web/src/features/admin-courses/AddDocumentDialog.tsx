import { useAddDocumentMutation } from './adminCoursesApi.ts';
import { UploadContentDialog } from './UploadContentDialog.tsx';

const MB = 1024 * 1024;

export function AddDocumentDialog({ courseId, moduleId }: { courseId: number; moduleId: number }) {
  const [addDocument, { isLoading }] = useAddDocumentMutation();
  return (
    <UploadContentDialog
      title="Upload a PDF document"
      description="Learners read it in the course's document viewer."
      triggerLabel="Add PDF"
      submitLabel="Upload document"
      titleLabel="Document title"
      file={{
        label: 'PDF file',
        accept: '.pdf,application/pdf',
        maxSizeBytes: 50 * MB,
        hint: 'A PDF up to 50 MB',
      }}
      missingMessage="Give the document a title and a PDF file"
      messages={{
        loading: 'Uploading the document...',
        success: 'Document added',
        error: 'Failed to upload document',
      }}
      busy={isLoading}
      upload={(title, file) => addDocument({ courseId, moduleId, title, file }).unwrap()}
    />
  );
}
