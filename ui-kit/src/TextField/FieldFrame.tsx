import { type ReactNode, useId } from 'react';
import { visuallyHidden } from '../visually-hidden/index.ts';
import styles from './TextField.module.css';

/** What the frame gives its control: the id its label points at, and the invalid and described-by state. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: string;
  /** Keeps the label for assistive technology only. @default false */
  hideLabel?: boolean;
  hint?: string;
  error?: string;
  /** The control's id; generated when omitted. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The frame every form field shares (TextField, TextArea, Select): the label, the control, then the error
 * and the hint, both linked to the control with aria-describedby.
 */
export function FieldFrame({
  label,
  hideLabel = false,
  hint,
  error,
  id,
  className,
  children,
}: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div
      className={className ? `${styles.field} ${className}` : styles.field}
      data-invalid={!!error || undefined}
    >
      <label className={hideLabel ? visuallyHidden : styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
