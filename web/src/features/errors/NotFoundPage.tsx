import { Button, EmptyState } from '@academy/ui-kit';
import { Link } from 'react-router';
import { PageContainer } from '../layout/PageContainer.tsx';

export function NotFoundPage() {
  return (
    <PageContainer>
      <EmptyState
        title="Page not found"
        description="The page you are looking for does not exist or has moved."
        action={
          <Button asChild>
            <Link to="/">Back to home</Link>
          </Button>
        }
      />
    </PageContainer>
  );
}
