import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Button } from '../Button/Button.tsx';
import styles from './IconButton.module.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name; an icon alone says nothing to a screen reader. Also shown as a tooltip. */
  label: string;
  /** A decorative icon. */
  icon: ReactNode;
  /** @default 'ghost' */
  variant?: 'primary' | 'secondary' | 'ghost';
  /** @default 'md' */
  size?: 'sm' | 'md';
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <Button
      {...rest}
      variant={variant}
      size={size}
      aria-label={label}
      title={label}
      className={className ? `${styles.iconButton} ${className}` : styles.iconButton}
    >
      {icon}
    </Button>
  );
}
