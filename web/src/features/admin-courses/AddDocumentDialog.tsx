import { FileDropzone, TextField } from '@academy/ui-kit';
import { useState } from 'react';
import { withProgressToast } from '../courses/progress-toast.ts';
import styles from './admin-courses.module.css';
import { useAddDocumentMutation } from './adminCoursesApi.ts';
import { ContentDialog } from './ContentDialog.tsx';

const MB = 1024 * 1024;

export function AddDocumentDialog({ courseId, moduleId }: { courseId: number; moduleId: number }) {
  const [addDocument, { isLoading }] = useAddDocumentMutation();
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    if (!title.trim() || !file) {
      setProblem('Give the document a title and a PDF file');
      return false;
    }
    setProblem(null);
    const reply = await withProgressToast(
      addDocument({ courseId, moduleId, title: title.trim(), file }).unwrap(),
      {
        loading: 'Uploading the document...',
        success: 'Document added',
        error: 'Failed to upload document',
      },
    );
    if (!reply) return false;
    setTitle('');
    setFile(null);
    return true;
  };

  return (
    <ContentDialog
      title="Upload a PDF document"
      description="Learners read it in the course's document viewer."
      triggerLabel="Add PDF"
      submitLabel="Upload document"
      busyText="Uploading..."
      busy={isLoading}
      onSubmit={submit}
    >
      <TextField label="Document title" value={title} onChange={(event) => setTitle(event.target.value)} />
      <FileDropzone
        label="PDF file"
        accept=".pdf,application/pdf"
        maxSizeBytes={50 * MB}
        hint="A PDF up to 50 MB"
        onFileChange={setFile}
      />
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
    </ContentDialog>
  );
}
