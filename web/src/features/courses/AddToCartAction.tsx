import type { Course } from '@academy/contracts';
import { Spinner } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths/paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { AddToCartButton } from './AddToCartButton.tsx';
import { useEnrolment } from './useEnrolment.ts';
import '../../shared/i18n/en-screens/courses.ts';

/** A course page's buying action: 'Add To Cart' (then the cart dialog), or 'Go to course' once enrolled. */
export function AddToCartAction({ course, fullWidth = false }: { course: Course; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const { isChecking, isEnrolled } = useEnrolment(course.id);
  if (isChecking) return <Spinner size="sm" label={t('courses.checkingYourEnrolment')} />;
  if (isEnrolled) {
    return (
      <ButtonLink to={paths.learning(course.id)} fullWidth={fullWidth}>
        {t('courses.goToCourse')}
      </ButtonLink>
    );
  }
  return <AddToCartButton course={course} fullWidth={fullWidth} />;
}
