import { Button } from '@academy/ui-kit';
import { Link } from 'react-router';
import { StatusPage } from './StatusPage.tsx';

export function NotFoundPage() {
  return (
    <StatusPage
      code="404"
      title="Page not found"
      description="The page you are looking for does not exist or has moved."
      actions={
        <>
          <Button asChild>
            <Link to="/">Back to home</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/contact">Contact us</Link>
          </Button>
        </>
      }
    />
  );
}
