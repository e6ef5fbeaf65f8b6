import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { StatusPage } from '../errors/StatusPage.tsx';

export function CourseNotFound() {
  return (
    <StatusPage
      code="404"
      title="Course not found"
      description="This course does not exist or is no longer on sale."
      actions={<ButtonLink to="/courses">Browse courses</ButtonLink>}
    />
  );
}
