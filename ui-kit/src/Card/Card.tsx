import type { HTMLAttributes, Ref } from 'react';
import styles from './Card.module.css';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** @default 'md' */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Outlined sits flat on the page; elevated adds a shadow. @default 'outlined' */
  variant?: 'outlined' | 'elevated';
  ref?: Ref<HTMLDivElement>;
}

/** A surface that groups related content. */
export function Card({ padding = 'md', variant = 'outlined', className, ...rest }: CardProps) {
  return (
    <div
      {...rest}
      className={className ? `${styles.card} ${className}` : styles.card}
      data-padding={padding}
      data-variant={variant}
    />
  );
}
