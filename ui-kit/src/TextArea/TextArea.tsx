import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from '../TextField/FieldFrame.tsx';
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
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <textarea
          {...textareaProps}
          {...control}
          rows={rows}
          className={`${fieldStyles.input} ${styles.textarea}`}
        />
      )}
    </FieldFrame>
  );
}
