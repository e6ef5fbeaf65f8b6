import { VisuallyHidden } from 'radix-ui';
import { useKitText } from '../text/KitText.tsx';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** What is loading, announced to assistive technology. @default 'Loading' */
  label?: string;
  /**
   * Hides the spinner from assistive technology, for when surrounding text already says what is happening
   * (a busy button reading 'Adding...').
   * @default false
   */
  decorative?: boolean;
}

export function Spinner({ size = 'md', label: givenLabel, decorative = false }: SpinnerProps) {
  const text = useKitText();
  const label = givenLabel ?? text.loading;
  if (decorative) return <span className={styles.ring} data-size={size} aria-hidden="true" />;
  return (
    <span role="status" className={styles.spinner}>
      <span className={styles.ring} data-size={size} aria-hidden="true" />
      <VisuallyHidden.Root>{label}</VisuallyHidden.Root>
    </span>
  );
}
