import { FullPageSpinner } from '@academy/ui-kit';
import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';

/** The nested page, with a spinner while its lazily loaded code arrives. */
export function SuspenseOutlet({ fallback = <FullPageSpinner /> }: { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Outlet />
    </Suspense>
  );
}
