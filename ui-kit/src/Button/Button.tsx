import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import styles from './Button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** @default 'primary' */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger' | 'success';
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner and `busyText` and disables the button until the work is done. @default false */
  busy?: boolean;
  /** Text shown while busy, e.g. 'Adding...'. Defaults to the children. */
  busyText?: string;
  /** @default false */
  fullWidth?: boolean;
  /** Renders the single child (e.g. a link) with the button's styling instead of a <button>. @default false */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  busyText,
  fullWidth = false,
  asChild = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const shared = {
    className: className ? `${styles.button} ${className}` : styles.button,
    'data-variant': variant,
    'data-size': size,
    'data-full-width': fullWidth || undefined,
  };
  if (asChild) {
    return (
      <Slot.Root {...shared} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      {...shared}
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      data-busy={busy || undefined}
    >
      {busy ? (
        <>
          <Spinner size="sm" decorative />
          {busyText ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
