import type { HTMLAttributes } from 'react';
import styles from './Badge.module.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** @default 'neutral' */
  tone?: 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';
}

/** A short label for a status or count. */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={className ? `${styles.badge} ${className}` : styles.badge} data-tone={tone} />
  );
}
