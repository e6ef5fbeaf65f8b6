import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from './FieldFrame.tsx';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  /** Help text below the field, linked with aria-describedby. */
  hint?: string;
  /** An error message; marks the field invalid and is linked with aria-describedby. */
  error?: string;
  /** A control placed inside the field's end, e.g. a show-password toggle. */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  endAdornment,
  id,
  className,
  ...inputProps
}: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <div className={styles.control}>
          <input {...inputProps} {...control} className={styles.input} />
          {endAdornment ? <div className={styles.adornment}>{endAdornment}</div> : null}
        </div>
      )}
    </FieldFrame>
  );
}
