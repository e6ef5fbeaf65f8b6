import { Button } from '@academy/ui-kit';
import type { ReactNode } from 'react';

export interface SubmitRowProps {
  /** Lays the row out (alignment, spacing) for the form it ends. */
  className?: string;
  busy: boolean;
  busyText: string;
  children: ReactNode;
}

/** A form's last row: its submit button, which shows `busyText` while the form is being sent. */
export function SubmitRow({ className, busy, busyText, children }: SubmitRowProps) {
  return (
    <div className={className}>
      <Button type="submit" busy={busy} busyText={busyText}>
        {children}
      </Button>
    </div>
  );
}
