import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_COURSE_ID } from '../learning/course-params.ts';
import { CoursePage } from './CoursePage.tsx';
import { parseCourseId } from './course-id.ts';
import '../../shared/i18n/en-screens/courses.ts';

/** `/course?courseId=N` for visitors: the public page of the course the learning screen would open. */
export function CourseQueryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('courseId');
  return (
    <CoursePage
      courseId={raw === null ? DEFAULT_COURSE_ID : parseCourseId(raw)}
      crumb={t('courses.crumbCourse')}
      purchase
    />
  );
}
