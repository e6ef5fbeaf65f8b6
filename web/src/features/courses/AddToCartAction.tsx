import type { Course } from '@academy/contracts';
import { Spinner } from '@academy/ui-kit';
import { appPath } from '../../app/paths/app-paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { AddToCartButton } from './AddToCartButton.tsx';
import { learningPath } from './course-pages.ts';
import { useEnrolment } from './useEnrolment.ts';

/** A course page's buying action: 'Add To Cart' (then the cart dialog), or 'Go to course' once enrolled. */
export function AddToCartAction({ course, fullWidth = false }: { course: Course; fullWidth?: boolean }) {
  const { isChecking, isEnrolled } = useEnrolment(course.id);
  if (isChecking) return <Spinner size="sm" label="Checking your enrolment" />;
  if (isEnrolled) {
    return (
      <ButtonLink to={appPath(learningPath(course.id))} fullWidth={fullWidth}>
        Go to course
      </ButtonLink>
    );
  }
  return <AddToCartButton course={course} fullWidth={fullWidth} />;
}
