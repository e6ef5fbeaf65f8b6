import { Spinner } from '../Spinner/Spinner.tsx';
import { useKitText } from '../text/KitText.tsx';
import styles from './FullPageSpinner.module.css';

export interface FullPageSpinnerProps {
  /** What is loading, announced to assistive technology. @default 'Loading' */
  label?: string;
}

/** Covers the viewport while a screen's data loads. */
export function FullPageSpinner({ label: givenLabel }: FullPageSpinnerProps) {
  const text = useKitText();
  const label = givenLabel ?? text.loading;
  return (
    <div className={styles.overlay}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
