import { Progress } from 'radix-ui';
import { useId } from 'react';
import styles from './ProgressBar.module.css';

export interface ProgressBarProps {
  /** Progress so far, from 0 to `max`. */
  value: number;
  /** @default 100 */
  max?: number;
  /** Names the bar, e.g. 'Course progress'. */
  label: string;
  /** Shows the percentage beside the label. @default true */
  showValue?: boolean;
  /** @default 'brand' */
  tone?: 'brand' | 'success';
}

export function ProgressBar({ value, max = 100, label, showValue = true, tone = 'brand' }: ProgressBarProps) {
  const labelId = useId();
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 0;
  return (
    <div className={styles.progress} data-tone={tone}>
      <div className={styles.header}>
        <span id={labelId}>{label}</span>
        {showValue ? (
          <span className={styles.value} aria-hidden="true">
            {percent}%
          </span>
        ) : null}
      </div>
      <Progress.Root className={styles.track} value={clamped} max={max} aria-labelledby={labelId}>
        <Progress.Indicator
          className={styles.indicator}
          style={{ transform: `translateX(-${100 - percent}%)` }}
        />
      </Progress.Root>
    </div>
  );
}
