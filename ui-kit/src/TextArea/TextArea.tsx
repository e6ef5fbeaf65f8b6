import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import fieldStyles from '../TextField/TextField.module.css';
import styles from './TextArea.module.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Help text below the field, linked with aria-describedby. */
  hint?: string;
  /** An error message; marks the field invalid and is linked with aria-describedby. */
  error?: string;
  /** @default 4 */
  rows?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text field, styled like TextField. */
export function TextArea({ label, hint, error, id, rows = 4, className, ...textareaProps }: TextAreaProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div
      className={className ? `${fieldStyles.field} ${className}` : fieldStyles.field}
      data-invalid={!!error || undefined}
    >
      <label className={fieldStyles.label} htmlFor={inputId}>
        {label}
      </label>
      <textarea
        {...textareaProps}
        id={inputId}
        rows={rows}
        className={`${fieldStyles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
      />
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
