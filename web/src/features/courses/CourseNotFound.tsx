import { Button } from '@academy/ui-kit';
import { Link } from 'react-router';
import { StatusPage } from '../errors/StatusPage.tsx';

export function CourseNotFound() {
  return (
    <StatusPage
      code="404"
      title="Course not found"
      description="This course does not exist or is no longer on sale."
      actions={
        <Button asChild>
          <Link to="/courses">Browse courses</Link>
        </Button>
      }
    />
  );
}
