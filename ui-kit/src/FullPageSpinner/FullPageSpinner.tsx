import { Spinner } from '../Spinner/Spinner.tsx';
import styles from './FullPageSpinner.module.css';

export interface FullPageSpinnerProps {
  /** What is loading, announced to assistive technology. @default 'Loading' */
  label?: string;
}

/** Covers the viewport while a screen's data loads. */
export function FullPageSpinner({ label = 'Loading' }: FullPageSpinnerProps) {
  return (
    <div className={styles.overlay}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
