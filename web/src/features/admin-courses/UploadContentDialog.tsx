import { FileDropzone, TextField } from '@academy/ui-kit';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ProgressMessages, withProgressToast } from '../../shared/progress-toast.ts';
import { ContentDialog, type ContentDialogProps } from './ContentDialog.tsx';
import { FormProblem } from './FormProblem.tsx';

export interface UploadedFileSpec {
  label: string;
  accept: string;
  maxSizeBytes: number;
  hint: string;
}

export interface UploadContentDialogProps
  extends Pick<ContentDialogProps, 'title' | 'description' | 'triggerLabel' | 'submitLabel' | 'busy'> {
  /** The label of the title field, e.g. 'Video title'. */
  titleLabel: string;
  file: UploadedFileSpec;
  /** Shown when the title or the file is missing. */
  missingMessage: string;
  /** The progress toast around the upload. */
  messages: ProgressMessages;
  /** Uploads the titled file; resolves once the content is stored. */
  upload: (title: string, file: File) => Promise<unknown>;
  /** After a successful upload, so that further fields start empty too. */
  onUploaded?: () => void;
  /** Further fields below the file, e.g. the captions of a video. */
  children?: ReactNode;
}

/** Adds a titled file (a document, a video) to a module: checks both are given, uploads, then starts empty. */
export function UploadContentDialog({
  titleLabel,
  file: fileSpec,
  missingMessage,
  messages,
  upload,
  onUploaded,
  children,
  ...dialog
}: UploadContentDialogProps) {
  const { t } = useTranslation();
  const [contentTitle, setContentTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    if (!contentTitle.trim() || !file) {
      setProblem(missingMessage);
      return false;
    }
    setProblem(null);
    const uploaded = await withProgressToast(
      upload(contentTitle.trim(), file).then(() => true),
      messages,
    );
    if (!uploaded) return false;
    setContentTitle('');
    setFile(null);
    onUploaded?.();
    return true;
  };

  return (
    <ContentDialog {...dialog} busyText={t('adminCourses.uploading')} onSubmit={submit}>
      <TextField
        label={titleLabel}
        value={contentTitle}
        onChange={(event) => setContentTitle(event.target.value)}
      />
      <FileDropzone {...fileSpec} onFileChange={setFile} />
      {children}
      <FormProblem problem={problem} />
    </ContentDialog>
  );
}
