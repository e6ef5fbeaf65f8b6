import type { CSSProperties } from 'react';
import { Toaster as HotToaster, toast as hotToast, type ToastPosition } from 'react-hot-toast';

export type { ToastOptions, ToastPosition } from 'react-hot-toast';

/**
 * The toast API. react-hot-toast's defaults are the product's: error and plain toasts last 4000 ms,
 * success 2000 ms, loading until dismissed or settled, and at most 20 toasts exist at once.
 */
export const toast = {
  plain: (...args: Parameters<typeof hotToast>) => hotToast(...args),
  success: hotToast.success,
  error: hotToast.error,
  loading: hotToast.loading,
  promise: hotToast.promise,
  dismiss: hotToast.dismiss,
};

export interface ToasterProps {
  /** @default 'top-center' */
  position?: ToastPosition;
}

// react-hot-toast styles its bar inline, so our tokens go in through the style option rather than a class.
const barStyle: CSSProperties = {
  maxWidth: 350,
  padding: 'var(--space-3) var(--space-4)',
  border: '1px solid var(--color-border)',
  borderRadius: 'var(--radius-lg)',
  background: 'var(--color-surface-raised)',
  color: 'var(--color-text)',
  boxShadow: 'var(--shadow-lg)',
  fontFamily: 'var(--font-sans)',
  fontSize: 'var(--font-size-sm)',
};

/** Renders the toasts; mount it once near the root of the app. */
export function Toaster({ position = 'top-center' }: ToasterProps) {
  return (
    <HotToaster
      position={position}
      containerStyle={{ zIndex: 'var(--z-toast)' as unknown as number }}
      toastOptions={{
        style: barStyle,
        success: { iconTheme: { primary: 'var(--color-success)', secondary: 'var(--color-on-status)' } },
        error: { iconTheme: { primary: 'var(--color-danger)', secondary: 'var(--color-on-status)' } },
        loading: { iconTheme: { primary: 'var(--color-brand-text)', secondary: 'var(--color-border)' } },
      }}
    />
  );
}
