import type { Role } from '@academy/contracts';
import { FullPageSpinner } from '@academy/ui-kit';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../store.ts';
import { decideAccess } from './access.ts';

export const LEARNER_ROLES: readonly Role[] = ['USER', 'ADMIN'];
export const ADMIN_ROLES: readonly Role[] = ['ADMIN'];

/** A protected area: renders the nested route only for the allowed roles. */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const location = useLocation();
  const isLoggedIn = useAppSelector(({ auth }) => auth.isLoggedIn);
  const sessionChecked = useAppSelector(({ auth }) => auth.sessionChecked);
  const role = useAppSelector(({ auth }) => auth.user?.role);
  switch (decideAccess({ isLoggedIn, sessionChecked, role }, roles)) {
    case 'wait':
      return <FullPageSpinner label="Checking your session" />;
    case 'login':
      return <Navigate replace to="/login" state={{ from: location }} />;
    case 'denied':
      return <Navigate replace to="/denied" />;
    case 'allow':
      return <Outlet />;
  }
}
