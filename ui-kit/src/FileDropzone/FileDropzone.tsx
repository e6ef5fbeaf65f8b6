import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { UploadIcon } from '../icons/icons.tsx';
import { type KitText, useKitText } from '../text/KitText.tsx';
import styles from './FileDropzone.module.css';
import { useImagePreview } from './useImagePreview.ts';
import { formatBytes, validateFile } from './validateFile.ts';

export interface FileDropzoneProps {
  label: string;
  /** Accepted types in the file input's syntax, e.g. 'image/*' or '.pdf,application/pdf'. */
  accept?: string;
  /** Files above this size are refused. */
  maxSizeBytes?: number;
  /** Called with the chosen file, or null when it is removed or refused. */
  onFileChange?: (file: File | null) => void;
  /** Help text; defaults to a line built from `accept` and `maxSizeBytes`. */
  hint?: string;
  name?: string;
  disabled?: boolean;
}

/** A file input that also takes a dropped file, checks type and size, and previews images. */
export function FileDropzone({
  label,
  accept,
  maxSizeBytes,
  onFileChange,
  hint,
  name,
  disabled,
}: FileDropzoneProps) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useImagePreview(file);
  const id = useId();
  const text = useKitText();
  const hintText = hint ?? describeLimits(text, accept, maxSizeBytes);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = validateFile(text, chosen, accept, maxSizeBytes);
    setError(problem);
    setFile(problem ? null : chosen);
    onFileChange?.(problem ? null : chosen);
    if (problem && inputRef.current) inputRef.current.value = '';
  };
  const remove = () => {
    setFile(null);
    setError(null);
    onFileChange?.(null);
    if (inputRef.current) inputRef.current.value = '';
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) choose(event.dataTransfer.files[0]);
  };

  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target; the input inside is the keyboard path */}
      <div
        className={styles.zone}
        data-dragging={dragging || undefined}
        data-disabled={disabled || undefined}
        onDragOver={(event) => event.preventDefault()}
        onDragEnter={() => setDragging(true)}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={inputRef}
          id={id}
          type="file"
          name={name}
          accept={accept}
          disabled={disabled}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-hint` : hintText ? `${id}-hint` : undefined}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <UploadIcon className={styles.icon} />
        <p className={styles.prompt}>
          <span className={styles.browse}>{text.chooseAFile}</span>
          {text.orDragItHere}
        </p>
        {hintText ? (
          <p id={`${id}-hint`} className={styles.hint}>
            {hintText}
          </p>
        ) : null}
      </div>
      {file ? (
        <div className={styles.chosen}>
          {preview ? <img className={styles.preview} src={preview} alt={text.previewOf(file.name)} /> : null}
          <span className={styles.fileName}>{file.name}</span>
          <Button variant="ghost" size="sm" onClick={remove}>
            {text.remove}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describeLimits(
  text: KitText,
  accept: string | undefined,
  maxSizeBytes: number | undefined,
): string | undefined {
  const parts = [
    accept ? text.acceptedTypes(accept) : '',
    maxSizeBytes ? text.upToSize(formatBytes(maxSizeBytes)) : '',
  ];
  return parts.filter(Boolean).join(', ') || undefined;
}
