import { Button, EmptyState } from '@academy/ui-kit';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/store.ts';
import { landingPath } from '../auth/landing.ts';
import { PageContainer } from '../layout/PageContainer.tsx';

export function DeniedPage() {
  const role = useAppSelector(({ auth }) => auth.user?.role);
  return (
    <PageContainer>
      <EmptyState
        title="Access denied"
        description="Your account does not have permission to open this page."
        action={
          <Button asChild>
            <Link to={landingPath(role)}>Go to Dashboard</Link>
          </Button>
        }
      />
    </PageContainer>
  );
}
