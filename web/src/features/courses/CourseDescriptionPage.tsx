import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CoursePage } from './CoursePage.tsx';
import '../../shared/i18n/en-screens/courses.ts';

/** `/course/description?courseId=N`: any course's public page. */
export function CourseDescriptionPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const courseId = Number(params.get('courseId'));
  return (
    <CoursePage
      courseId={Number.isInteger(courseId) && courseId > 0 ? courseId : undefined}
      crumb={t('courses.crumbCourseDescription')}
    />
  );
}
