import type { Role } from '@academy/contracts';
import { FullPageSpinner } from '@academy/ui-kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../paths/paths.ts';
import { useAppSelector } from '../store.ts';
import { decideAccess } from './access.ts';

export const LEARNER_ROLES: readonly Role[] = ['USER', 'ADMIN'];
export const ADMIN_ROLES: readonly Role[] = ['ADMIN'];

/** What the signed-in state (or its absence) means for a page open to `roles`. */
export function useAccess(roles: readonly Role[]) {
  const isLoggedIn = useAppSelector(({ auth }) => auth.isLoggedIn);
  const sessionChecked = useAppSelector(({ auth }) => auth.sessionChecked);
  const role = useAppSelector(({ auth }) => auth.user?.role);
  return decideAccess({ isLoggedIn, sessionChecked, role }, roles);
}

/** A protected area: renders the nested route only for the allowed roles. */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const decision = useAccess(roles);
  const endedByServer = useAppSelector(({ auth }) => auth.sessionEnded === true);
  // A visitor is sent back here after logging in, and so is someone whose session the server ended; a
  // logout here starts afresh instead.
  const wasAllowed = useRef(false);
  useEffect(() => {
    if (decision === 'allow') wasAllowed.current = true;
  }, [decision]);

  switch (decision) {
    case 'wait':
      return <FullPageSpinner label={t('shared.checkingYourSession')} />;
    case 'login':
      if (endedByServer)
        return <Navigate replace to={paths.login} state={{ from: location, sessionEnded: true }} />;
      return <Navigate replace to={paths.login} state={wasAllowed.current ? null : { from: location }} />;
    case 'denied':
      return <Navigate replace to={paths.denied} />;
    case 'allow':
      return <Outlet />;
  }
}
