import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths/paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { StatusPage } from '../errors/StatusPage.tsx';
import '../../shared/i18n/en-screens/courses.ts';

export function CourseNotFound() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="404"
      title={t('courses.courseNotFound')}
      description={t('courses.thisCourseDoesNotExist')}
      actions={<ButtonLink to={paths.courses}>{t('courses.browseCourses')}</ButtonLink>}
    />
  );
}
