import { Button, EmptyState } from '@academy/ui-kit';
import { Link } from 'react-router';
import { PageContainer } from '../layout/PageContainer.tsx';
import { PageHeader } from '../layout/PageHeader.tsx';

export interface PlaceholderPageProps {
  title: string;
  description: string;
}

/** A screen whose feature is not built yet: the route, its heading and a friendly empty state. */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  return (
    <PageContainer>
      <PageHeader title={title} />
      <EmptyState
        title="Coming soon"
        description={description}
        action={
          <Button asChild variant="secondary">
            <Link to="/courses">Browse courses</Link>
          </Button>
        }
      />
    </PageContainer>
  );
}
