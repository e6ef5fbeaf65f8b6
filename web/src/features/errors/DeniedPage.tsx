import { useAppSelector } from '../../app/store.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { landingPath } from '../auth/landing.ts';
import { StatusPage } from './StatusPage.tsx';

export function DeniedPage() {
  const role = useAppSelector(({ auth }) => auth.user?.role);
  return (
    <StatusPage
      code="403"
      title="Access denied"
      description="Your account does not have permission to open this page."
      actions={<ButtonLink to={landingPath(role)}>Go to Dashboard</ButtonLink>}
    />
  );
}
