import { type CSSProperties, useEffect } from 'react';
import {
  Toaster as HotToaster,
  toast as hotToast,
  type ToastPosition,
  useToasterStore,
} from 'react-hot-toast';

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
  // A modal dialog hides everything outside it from assistive technology (aria-hidden), sparing only the
  // live regions present as it opens. Each toast is one, but it comes and goes: this lasting region keeps
  // a toast raised while a dialog is open (a form's own message) announced. It says nothing itself.
  return (
    <div aria-live="off">
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
    </div>
  );
}

/**
 * While the calling screen is mounted, at most `limit` toasts show at once: older ones are dismissed as
 * new ones arrive (the purchase page keeps 3, where the rest of the app allows 20).
 */
export function useVisibleToastLimit(limit: number) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // Newest first: whatever is visible past the limit is the oldest.
    for (const extra of toasts.filter((t) => t.visible).slice(limit)) hotToast.dismiss(extra.id);
  }, [toasts, limit]);
}
